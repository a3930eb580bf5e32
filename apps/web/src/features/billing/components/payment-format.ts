import { PAYMENT_PURPOSE_NAMES, PAYMENT_STATUS_NAMES } from '@rentals/domain/billing/receipt-labels';
import type { PaymentPurpose, PaymentStatus } from '@rentals/domain/billing/payments';
import { formatReceiptDate } from '@rentals/domain/billing/receipts';
import type { Locale } from '@rentals/domain/users/enums';
import type { StatusTone } from '../../../components/StatusChip';

/* How the billing tables say a payment: the same names as the receipts (the domain's labels). */

export const purposeName = (purpose: PaymentPurpose, locale: Locale) =>
  PAYMENT_PURPOSE_NAMES[purpose][locale];
export const statusName = (status: PaymentStatus, locale: Locale) => PAYMENT_STATUS_NAMES[status][locale];

export const STATUS_TONES: Record<PaymentStatus, StatusTone> = {
  PENDING: 'attention',
  PAID: 'success',
  FAILED: 'danger',
  CANCELED: 'ended',
  REFUNDED: 'highlight',
};

/** A payment's date in the tables: when it was paid, or when it was opened. */
export const paymentDate = (p: { paidAt?: string | null; createdAt: string }, locale: Locale) =>
  formatReceiptDate(new Date(p.paidAt ?? p.createdAt), locale);

/** Whether a payment has a receipt to open (paid, possibly refunded since). */
export const hasReceipt = (p: { status: PaymentStatus; paidAt?: string | null }) =>
  !!p.paidAt && (p.status === 'PAID' || p.status === 'REFUNDED');
