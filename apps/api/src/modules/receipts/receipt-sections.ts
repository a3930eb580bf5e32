import { RECEIPT_LABELS } from '@rentals/domain/billing/receipt-labels';
import {
  cardText,
  formatReceiptDate,
  receiptMoney,
  refundedText,
  type Receipt,
} from '@rentals/domain/billing/receipts';

/*
 * A receipt laid out once as what it says, in order: the seller, the facts (number, date, payer,
 * listing, card), the lines, the totals and the notes. The HTML, the plain text and the PDF draw
 * these same sections, each in its own medium.
 */

/** 'Label: value' / 'Libellé : valeur' (French puts a space before the colon). */
export const labelled = (label: string, value: string, locale: Receipt['locale']) =>
  `${label}${locale === 'fr' ? '\u00a0:' : ':'} ${value}`;

export interface ReceiptField {
  label: string;
  value: string;
}

export interface ReceiptSections {
  title: string;
  /** Set when refunded: 'REFUNDED on …', shown before anything else. */
  refunded: string | null;
  seller: string[];
  facts: ReceiptField[];
  columns: { description: string; amount: string };
  lines: ReceiptField[];
  totals: ReceiptField[];
  /** The last of `totals` is the total: drawn bold. */
  notes: string[];
}

export function receiptSections(r: Receipt): ReceiptSections {
  const t = RECEIPT_LABELS[r.locale];
  const money = (cents: number) => receiptMoney(cents, r.locale);
  const seller = [r.business.name];
  if (r.business.address) seller.push(r.business.address);
  if (r.business.taxNumber) seller.push(labelled(t.taxNumber, r.business.taxNumber, r.locale));
  const facts: ReceiptField[] = [
    { label: t.number, value: r.number },
    { label: t.datePaid, value: formatReceiptDate(r.paidAt, r.locale) },
  ];
  const payer = [r.payerName, r.payerEmail].filter(Boolean).join(' — ');
  if (payer) facts.push({ label: t.billedTo, value: payer });
  const listing = [r.listingTitle, r.listingAddress].filter(Boolean).join(' — ');
  if (listing) facts.push({ label: t.listing, value: listing });
  const card = cardText(r);
  if (card) facts.push({ label: t.paidWith, value: card });
  return {
    title: `${t.title} ${r.number}`,
    refunded: refundedText(r),
    seller,
    facts,
    columns: { description: t.description, amount: t.amount },
    lines: r.lines.map((l) => ({ label: l.name, value: money(l.amountCents) })),
    totals: [
      { label: t.subtotal, value: money(r.subtotalCents) },
      ...r.taxes.map((x) => ({ label: x.label, value: money(x.amountCents) })),
      { label: `${t.total} (${r.currency})`, value: money(r.totalCents) },
    ],
    notes: [...(r.terms ? [r.terms] : []), t.currencyNote],
  };
}
