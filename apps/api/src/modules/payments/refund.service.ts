import { PaymentProviderError } from '../../adapters/payments/payments';
import type { PaymentRow } from '../../db/schema/payments';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { recordAudit } from '../audit/audit.service';
import { lockPayment, movePayment } from './payment-events.service';
import { receivePaymentWebhook } from './payment-webhook-route';
import { getPaymentRow } from './payment-read';

/*
 * A staff refund from the back office: the processor refunds the whole charge (idempotency key per
 * payment, so a second click or a retry never refunds twice), then the payment moves to REFUNDED
 * with its hooks and an audit entry, at once, so staff see it. The processor's own charge.refunded
 * event arrives later and finds the payment already REFUNDED: it changes nothing.
 */
export async function refundPayment(deps: AppDeps, staff: Viewer, paymentId: string): Promise<PaymentRow> {
  const payment = await getPaymentRow(deps, paymentId);
  if (payment.status !== 'PAID' || !payment.chargeId) throw new AppError('PAYMENT_NOT_REFUNDABLE');
  // Paid through the other processor (the sandbox before Stripe was configured, say): this one
  // cannot refund it.
  if (payment.provider !== deps.payments.provider) throw new AppError('PAYMENT_NOT_REFUNDABLE');
  let refundId: string;
  try {
    ({ refundId } = await deps.payments.refund({
      chargeId: payment.chargeId,
      amountCents: payment.totalCents,
      idempotencyKey: payment.id,
    }));
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR');
    throw error;
  }
  const refunded = await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    const moved = locked
      ? await movePayment(tx, deps, locked, 'REFUNDED', { refundId, refundedById: staff.id, at: new Date() })
      : null;
    // The processor refunded it on this call, so the refund is this staff member's even when its
    // own event got here first and moved the payment (then the same answer, one audit entry).
    await recordAudit(tx, staff, {
      action: 'REFUND',
      entityType: 'PAYMENT',
      entityId: payment.id,
      before: { status: payment.status },
      after: { status: 'REFUNDED', refundId },
    });
    return moved ?? locked!;
  });
  // The refund's hooks wrote their e-mails to the outbox in that transaction.
  deps.mail.flushSoon(deps.db);
  await deliverSandboxRefund(deps, refunded);
  return refunded;
}

/** The sandbox sends charge.refunded as Stripe would (it finds the payment REFUNDED already). */
async function deliverSandboxRefund(deps: AppDeps, payment: PaymentRow): Promise<void> {
  const sandbox = deps.payments.sandbox;
  if (!sandbox || payment.provider !== 'sandbox') return;
  const metadata = { paymentId: payment.id, purpose: payment.purpose, listingId: payment.listingId ?? '' };
  const { rawBody, headers } = sandbox.signEvent('charge.refunded', {
    id: payment.chargeId?.replace(/^pi_/, 'ch_'),
    object: 'charge',
    payment_intent: payment.chargeId,
    amount_refunded: payment.totalCents,
    refunded: true,
    metadata,
  });
  await receivePaymentWebhook(deps, rawBody, headers);
}
