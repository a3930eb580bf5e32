import { STAFF_TIME_ZONE } from '../limits';
import { interpolate } from '../i18n/translate';
import type { Locale } from '../users/enums';
import {
  DEPOSIT_TERMS,
  formatCents,
  type PaymentLine,
  type PaymentPurpose,
  type PaymentStatus,
  type PaymentTaxLine,
} from './payments';
import { RECEIPT_LABELS, TAX_COMPONENT_NAMES } from './receipt-labels';

/*
 * A receipt (issue 21): what the payer is given for a paid payment, built from the payment as it
 * was charged (its own lines, tax and total, never recomputed from today's prices) in one language.
 * The e-mail, the PDF and the page all render this one model, so they cannot disagree.
 */

/** The payment as stored, with the few fields a receipt reads. */
export interface ReceiptPayment {
  id: string;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  lines: readonly PaymentLine[];
  subtotalCents: number;
  taxes: readonly PaymentTaxLine[];
  taxCents: number;
  totalCents: number;
  currency: string;
  province: string;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date | null;
  refundedAt: Date | null;
}

/** The seller's identity on every receipt (configuration: BUSINESS_NAME, _ADDRESS, _TAX_NUMBER). */
export interface ReceiptBusiness {
  name: string;
  /** Omitted from the receipt when empty. */
  address: string | null;
  /** The GST/HST registration number; omitted when empty. */
  taxNumber: string | null;
}

export interface ReceiptSource {
  payment: ReceiptPayment;
  payer: { name: string | null; email: string | null };
  listing: { title: string | null; address: string | null };
  business: ReceiptBusiness;
}

export interface ReceiptLine {
  kind: PaymentLine['kind'];
  name: string;
  amountCents: number;
}

export interface ReceiptTax {
  component: PaymentTaxLine['component'];
  /** 'HST (13%)' / 'TVH (13 %)'. */
  label: string;
  ratePer: number;
  amountCents: number;
}

export interface Receipt {
  paymentId: string;
  number: string;
  locale: Locale;
  purpose: PaymentPurpose;
  paidAt: Date;
  /** Set when the payment was refunded: the receipt then says REFUNDED with this date. */
  refundedAt: Date | null;
  payerName: string | null;
  payerEmail: string | null;
  listingTitle: string | null;
  listingAddress: string | null;
  /** Lines worth nothing (a boost's 'Premium placement: 7 days') are kept: they say what was bought. */
  lines: ReceiptLine[];
  subtotalCents: number;
  taxes: ReceiptTax[];
  taxCents: number;
  totalCents: number;
  currency: string;
  province: string;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The deposit's terms (spec/03 §9), for a deposit only. */
  terms: string | null;
  business: ReceiptBusiness;
}

/**
 * The receipt's number: the year it was paid and the first eight characters of the payment's id,
 * 'R-2026-3F2A9C1D'. Stable (the same payment always gets the same number), unique enough to find a
 * payment by (2^32 per year), and it needs no counter that several API processes would share.
 */
export function receiptNumber(paymentId: string, paidAt: Date): string {
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: STAFF_TIME_ZONE, year: 'numeric' }).format(
    paidAt,
  );
  return `R-${year}-${paymentId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** Whether a payment has a receipt: one that was paid (and possibly refunded since). */
export function hasReceipt(payment: Pick<ReceiptPayment, 'status' | 'paidAt'>): boolean {
  return payment.paidAt !== null && (payment.status === 'PAID' || payment.status === 'REFUNDED');
}

/** A rate as a receipt prints it: '13%', '14.975%' / '13 %', '14,975 %'. */
export function formatRate(ratePer: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    maximumFractionDigits: 3,
  }).format(ratePer / 100);
}

/** A receipt's date, in Canada's eastern time (the business's books): 'November 26, 2026'. */
export function formatReceiptDate(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    timeZone: STAFF_TIME_ZONE,
    dateStyle: 'long',
  }).format(at);
}

/** 'Visa ending in 4242'; null when the processor gave no card. */
export function cardText(receipt: Pick<Receipt, 'cardBrand' | 'cardLast4' | 'locale'>): string | null {
  if (!receipt.cardLast4) return null;
  const brand = receipt.cardBrand
    ? receipt.cardBrand.charAt(0).toUpperCase() + receipt.cardBrand.slice(1)
    : '';
  return interpolate(RECEIPT_LABELS[receipt.locale].cardEnding, {
    brand: brand || (receipt.locale === 'fr' ? 'Carte' : 'Card'),
    last4: receipt.cardLast4,
  });
}

/** 'REFUNDED on November 27, 2026'; null when not refunded. */
export function refundedText(receipt: Pick<Receipt, 'refundedAt' | 'locale'>): string | null {
  if (!receipt.refundedAt) return null;
  return interpolate(RECEIPT_LABELS[receipt.locale].refunded, {
    date: formatReceiptDate(receipt.refundedAt, receipt.locale),
  });
}

/** Money on a receipt. */
export const receiptMoney = (cents: number, locale: Locale) => formatCents(cents, locale);

const blankToNull = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

/**
 * The receipt of a payment in `locale`, or null when the payment has none (not paid). A refunded
 * payment keeps its receipt, marked with the refund's date.
 */
export function buildReceipt(source: ReceiptSource, locale: Locale): Receipt | null {
  const { payment } = source;
  if (!hasReceipt(payment)) return null;
  const paidAt = payment.paidAt!;
  return {
    paymentId: payment.id,
    number: receiptNumber(payment.id, paidAt),
    locale,
    purpose: payment.purpose,
    paidAt,
    refundedAt: payment.status === 'REFUNDED' ? (payment.refundedAt ?? paidAt) : null,
    payerName: blankToNull(source.payer.name),
    payerEmail: blankToNull(source.payer.email),
    listingTitle: blankToNull(source.listing.title),
    listingAddress: blankToNull(source.listing.address),
    lines: payment.lines.map((l) => ({ kind: l.kind, name: l.name[locale], amountCents: l.amountCents })),
    subtotalCents: payment.subtotalCents,
    taxes: payment.taxes.map((t) => ({
      component: t.component,
      label: `${TAX_COMPONENT_NAMES[t.component][locale]} (${formatRate(t.ratePer, locale)})`,
      ratePer: t.ratePer,
      amountCents: t.amountCents,
    })),
    taxCents: payment.taxCents,
    totalCents: payment.totalCents,
    currency: payment.currency.toUpperCase(),
    province: payment.province,
    cardBrand: payment.cardBrand,
    cardLast4: payment.cardLast4,
    terms: payment.purpose === 'DEPOSIT' ? DEPOSIT_TERMS[locale] : null,
    business: {
      name: source.business.name.trim() || 'Rentals',
      address: blankToNull(source.business.address),
      taxNumber: blankToNull(source.business.taxNumber),
    },
  };
}
