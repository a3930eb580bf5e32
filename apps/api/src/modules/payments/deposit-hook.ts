import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import type { PaymentRow } from '../../db/schema/payments';
import { recordAudit } from '../audit/audit.service';
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

/** The charge the listing's payment fields copy now, if it is paid. */
async function listingCharge(tx: Db, listingId: string): Promise<string | null> {
  const [row] = await tx
    .select({ status: listings.paymentStatus, chargeId: listings.chargeId })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  return row?.status === 'PAID' ? row.chargeId : null;
}

registerPaymentHook('deposit', ['DEPOSIT'], {
  async onPaid(tx, payment) {
    const paid = payment.listingId ? await listingCharge(tx, payment.listingId) : null;
    if (paid && paid !== payment.chargeId) {
      // Two checkouts paid for one listing (two tabs, two keys): the listing keeps the first, and
      // the second is put on the record for staff, who refund it from /payments.
      await recordAudit(
        tx,
        { id: null, email: 'system' },
        {
          action: 'payment.second-deposit',
          entityType: 'PAYMENT',
          entityId: payment.id,
          after: { listingId: payment.listingId, chargeId: payment.chargeId, listingChargeId: paid },
        },
      );
      return;
    }
    await applyDepositToListing(tx, payment);
  },
  async onRefunded(tx, payment) {
    // Refunding a second deposit leaves the listing's own (first) deposit as it is.
    const paid = payment.listingId ? await listingCharge(tx, payment.listingId) : null;
    if (paid && paid !== payment.chargeId) return;
    await applyDepositToListing(tx, payment);
  },
});
