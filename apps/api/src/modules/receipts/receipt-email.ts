import type { Receipt } from '@rentals/domain/billing/receipts';
import type { MailMessage } from '../../adapters/mail/mail';
import { receiptHtml, receiptText } from './receipt-html';

/*
 * The receipt e-mailed to the payer (PAYMENT_RECEIPT) in the payment's language, when paid and again
 * when refunded. The mail adapter
 * and its outbox carry text and HTML only (no attachments), so the e-mail holds the whole receipt
 * and links to its page, where the PDF is downloaded with the payer's session.
 */

export const PAYMENT_RECEIPT_TEMPLATE = 'payment-receipt';

const TEXT = {
  en: {
    subject: (business: string, number: string) => `Your ${business} receipt ${number}`,
    refundSubject: (business: string, number: string) => `Refund of your ${business} payment ${number}`,
    link: 'View and download your receipt',
  },
  fr: {
    subject: (business: string, number: string) => `Votre reçu ${business} ${number}`,
    refundSubject: (business: string, number: string) =>
      `Remboursement de votre paiement ${business} ${number}`,
    link: 'Consulter et télécharger votre reçu',
  },
} as const;

/** The billing page's path for a receipt (the web's /building/billing/:paymentId). */
export const receiptPagePath = (paymentId: string) => `/building/billing/${paymentId}`;

export function receiptEmail(to: string, receipt: Receipt, publicUrl: string): MailMessage {
  const t = TEXT[receipt.locale];
  const link = { href: `${publicUrl}${receiptPagePath(receipt.paymentId)}`, text: t.link };
  return {
    to,
    // A refunded receipt says REFUNDED with its date at the top: the same e-mail is the refund notice.
    subject: (receipt.refundedAt ? t.refundSubject : t.subject)(receipt.business.name, receipt.number),
    text: receiptText(receipt, link),
    html: receiptHtml(receipt, link),
    template: PAYMENT_RECEIPT_TEMPLATE,
  };
}
