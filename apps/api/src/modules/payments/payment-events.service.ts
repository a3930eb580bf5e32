import { canMovePayment, type PaymentStatus } from '@rentals/domain/billing/payments';
import { eq, or } from 'drizzle-orm';
import type { PaymentEvent, PaymentEventKind } from '../../adapters/payments/payments';
import type { Db } from '../../db/client';
import { paymentEvents, payments, type PaymentRow } from '../../db/schema/payments';
import type { AppDeps } from '../../graphql/context';
import { paymentHooksFor } from './payment-hooks';

/*
 * The processor's webhook events are the source of truth of a payment's state. Each is applied in
 * one transaction: its id is stored first (ON CONFLICT DO NOTHING), so a retried or duplicated
 * delivery, in this process or another, finds it and changes nothing; then the payment is locked and
 * moved only where canMovePayment allows, so the order events arrive in does not matter (a late
 * 'created' or 'failed' after 'succeeded' moves nothing); the PAID/REFUNDED hooks run in the same
 * transaction, so a payment is never PAID without its effects.
 */

export type EventOutcome = 'APPLIED' | 'DUPLICATE' | 'IGNORED' | 'UNMATCHED' | 'UNKNOWN_TYPE';

const STATUS_OF: Record<PaymentEventKind, PaymentStatus> = {
  CREATED: 'PENDING',
  PAID: 'PAID',
  FAILED: 'FAILED',
  CANCELED: 'CANCELED',
  REFUNDED: 'REFUNDED',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment an event is about: by our id in its metadata, else by the checkout or charge id. */
async function paymentIdOf(db: Db, event: PaymentEvent): Promise<string | null> {
  const conditions = [
    event.paymentId && UUID.test(event.paymentId) ? eq(payments.id, event.paymentId) : null,
    event.checkoutId ? eq(payments.checkoutId, event.checkoutId) : null,
    event.chargeId ? eq(payments.chargeId, event.chargeId) : null,
  ].filter((c) => c !== null);
  if (!conditions.length) return null;
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(or(...conditions))
    .limit(1);
  return row?.id ?? null;
}

/** The columns a move to `status` sets, from the event or the refund that caused it. */
export interface MoveDetails {
  chargeId?: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
  failureCode?: string | null;
  failureMessage?: string | null;
  refundId?: string | null;
  refundedById?: string | null;
  at: Date;
}

/**
 * Moves a payment locked by `tx` to `status` if the move is allowed, and runs the hooks of PAID and
 * REFUNDED. Answers the moved row, or null when the move is not allowed (nothing changed).
 */
export async function movePayment(
  tx: Db,
  deps: AppDeps,
  payment: PaymentRow,
  status: PaymentStatus,
  details: MoveDetails,
): Promise<PaymentRow | null> {
  if (!canMovePayment(payment.status, status)) return null;
  const [moved] = await tx
    .update(payments)
    .set({
      status,
      ...(status === 'PAID'
        ? {
            paidAt: details.at,
            chargeId: details.chargeId ?? payment.chargeId,
            cardBrand: details.cardBrand ?? payment.cardBrand,
            cardLast4: details.cardLast4 ?? payment.cardLast4,
            failureCode: null,
            failureMessage: null,
          }
        : {}),
      ...(status === 'FAILED'
        ? {
            failureCode: details.failureCode ?? 'CARD_DECLINED',
            failureMessage: details.failureMessage ?? null,
          }
        : {}),
      ...(status === 'CANCELED' ? { canceledAt: details.at } : {}),
      ...(status === 'REFUNDED'
        ? {
            refundedAt: details.at,
            refundId: details.refundId ?? null,
            refundedById: details.refundedById ?? null,
          }
        : {}),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  for (const hook of paymentHooksFor(moved!.purpose)) {
    if (status === 'PAID') await hook.onPaid?.(tx, moved!, deps);
    if (status === 'REFUNDED') await hook.onRefunded?.(tx, moved!, deps);
  }
  return moved!;
}

/** The payment row `id`, locked for update in `tx`. */
export async function lockPayment(tx: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

/** Applies one verified event, once. */
export async function applyPaymentEvent(deps: AppDeps, event: PaymentEvent): Promise<EventOutcome> {
  if (!event.kind) return 'UNKNOWN_TYPE';
  const kind = event.kind;
  // One transaction from the look-up on: on the embedded database each statement outside it would
  // queue again behind the other deliveries' transactions.
  return deps.db.transaction(async (tx) => {
    const paymentId = await paymentIdOf(tx, event);
    const stored = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        provider: deps.payments.provider,
        type: event.type,
        paymentId,
        createdAt: event.createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored.length) return 'DUPLICATE';
    // An event about a checkout this product did not open (another integration on the account): kept, ignored.
    const payment = paymentId ? await lockPayment(tx, paymentId) : null;
    if (!payment) return 'UNMATCHED';
    const moved = await movePayment(tx, deps, payment, STATUS_OF[kind], {
      chargeId: event.chargeId,
      cardBrand: event.cardBrand,
      cardLast4: event.cardLast4,
      failureCode: event.failureCode,
      failureMessage: event.failureMessage,
      at: event.createdAt,
    });
    return moved ? 'APPLIED' : 'IGNORED';
  });
}
