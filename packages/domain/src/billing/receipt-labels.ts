import type { Bilingual } from '../i18n/translate';
import type { Locale } from '../users/enums';
import type { PaymentPurpose, PaymentStatus } from './payments';
import type { TaxComponent } from './tax';

/*
 * The words of a receipt (issue 21), one set for the e-mail, the PDF and the page, so the three say
 * the same thing. In French the taxes are the TPS and the TVH, and Canada's revenue agency calls the
 * registration number « numéro d'inscription aux fins de la TPS/TVH ».
 */

export const RECEIPT_LABELS = {
  en: {
    title: 'Receipt',
    number: 'Receipt number',
    datePaid: 'Date paid',
    billedTo: 'Billed to',
    listing: 'Listing',
    description: 'Description',
    amount: 'Amount',
    subtotal: 'Subtotal',
    total: 'Total',
    paidWith: 'Paid with',
    cardEnding: '{brand} ending in {last4}',
    refunded: 'REFUNDED on {date}',
    taxNumber: 'GST/HST registration number',
    currencyNote: 'Amounts in Canadian dollars (CAD).',
    thanks: 'Thank you for your payment.',
  },
  fr: {
    title: 'Reçu',
    number: 'Numéro de reçu',
    datePaid: 'Date du paiement',
    billedTo: 'Facturé à',
    listing: 'Annonce',
    description: 'Description',
    amount: 'Montant',
    subtotal: 'Sous-total',
    total: 'Total',
    paidWith: 'Payé avec',
    cardEnding: '{brand} se terminant par {last4}',
    refunded: 'REMBOURSÉ le {date}',
    taxNumber: 'Numéro d’inscription aux fins de la TPS/TVH',
    currencyNote: 'Montants en dollars canadiens (CAD).',
    thanks: 'Merci pour votre paiement.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ReceiptLabels = (typeof RECEIPT_LABELS)[Locale];

/** The tax components as a receipt names them. */
export const TAX_COMPONENT_NAMES: Record<TaxComponent, Bilingual> = {
  GST: { en: 'GST', fr: 'TPS' },
  HST: { en: 'HST', fr: 'TVH' },
};

/** What a payment paid for, as the billing tables say it. */
export const PAYMENT_PURPOSE_NAMES: Record<PaymentPurpose, Bilingual> = {
  DEPOSIT: { en: 'Onboarding deposit', fr: 'Dépôt d’intégration' },
  BOOST: { en: 'Listing boost', fr: 'Mise en avant de l’annonce' },
};

/** A payment's state, as the billing tables say it. */
export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, Bilingual> = {
  PENDING: { en: 'Pending', fr: 'En attente' },
  PAID: { en: 'Paid', fr: 'Payé' },
  FAILED: { en: 'Failed', fr: 'Échoué' },
  CANCELED: { en: 'Canceled', fr: 'Annulé' },
  REFUNDED: { en: 'Refunded', fr: 'Remboursé' },
};
