import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import type { PaymentRow } from '../../db/schema/payments';
import { registerPaymentHook } from './payment-hooks';

/*
 * The onboarding deposit's effect on its listing (spec/03 §3.5): the listing's payment fields are a
 * copy of its paid deposit payment, written in the transaction that records the processor's event
 * (or the refund), and rewritten from it by updatePayment when they need repair.
 */

const dollars = (cents: number) => cents / 100;

/** The listing's payment fields as `payment` (a DEPOSIT) says; a refunded one leaves the amounts, marked REFUNDED. */
export async function applyDepositToListing(tx: Db, payment: PaymentRow): Promise<void> {
  if (!payment.listingId || payment.purpose !== 'DEPOSIT') return;
  await tx
    .update(listings)
    .set({
      paymentStatus: payment.status === 'REFUNDED' ? 'REFUNDED' : 'PAID',
      chargeId: payment.chargeId,
      checkoutId: payment.checkoutId,
      initialAmount: dollars(payment.subtotalCents),
      taxRatePer: payment.taxRatePer,
      totalAmount: dollars(payment.totalCents),
      amount: dollars(payment.totalCents),
    })
    .where(eq(listings.id, payment.listingId));
}

registerPaymentHook('deposit', ['DEPOSIT'], {
  onPaid: (tx, payment) => applyDepositToListing(tx, payment),
  onRefunded: (tx, payment) => applyDepositToListing(tx, payment),
});
