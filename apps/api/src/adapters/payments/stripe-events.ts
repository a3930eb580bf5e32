import type { PaymentEvent, PaymentEventKind } from './payments';

/*
 * Reads a Stripe-shaped event (Stripe's own, or the sandbox's, which copies the shape) into a
 * PaymentEvent. Only the fields the product uses are read; anything missing reads as null.
 */

type Obj = Record<string, unknown>;

const KINDS: Record<string, PaymentEventKind> = {
  'checkout.session.completed': 'PAID',
  'checkout.session.async_payment_succeeded': 'PAID',
  'checkout.session.async_payment_failed': 'FAILED',
  'payment_intent.payment_failed': 'FAILED',
  'checkout.session.expired': 'CANCELED',
  'charge.refunded': 'REFUNDED',
  // Arrives around the payment; moves nothing, but a late one must not move a paid payment back.
  'payment_intent.created': 'CREATED',
};

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' ? (v as Obj) : null);
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v)?.id);

/** Our error code for a Stripe payment error (its `code` and `decline_code`). */
export function failureCodeOf(error: Obj | null): string | null {
  if (!error) return null;
  const code = str(error.code);
  const decline = str(error.decline_code);
  if (decline === 'insufficient_funds' || code === 'insufficient_funds') return 'CARD_INSUFFICIENT_FUNDS';
  if (code === 'payment_intent_authentication_failure' || code === 'authentication_required') {
    return 'CARD_AUTHENTICATION_FAILED';
  }
  return 'CARD_DECLINED';
}

/** The card of a paid checkout: payment_intent → latest_charge → payment_method_details.card, when expanded. */
export function cardOf(session: Obj | null): { brand: string | null; last4: string | null } {
  const charge = obj(obj(session?.payment_intent)?.latest_charge);
  const card = obj(obj(charge?.payment_method_details)?.card);
  return { brand: str(card?.brand), last4: str(card?.last4) };
}

/**
 * A completed checkout is paid only when its payment_status says so: a delayed method (a debit)
 * completes the checkout 'unpaid' and is settled later by async_payment_succeeded or _failed. A
 * refund moves the payment only when it is in full: a partial refund made in Stripe's dashboard
 * leaves it PAID (and the boost or deposit it bought).
 */
function kindOf(type: string, object: Obj): PaymentEventKind | null {
  const kind = KINDS[type] ?? null;
  if (type === 'checkout.session.completed') {
    const status = str(object.payment_status);
    return status === 'paid' || status === 'no_payment_required' ? 'PAID' : 'CREATED';
  }
  if (
    kind === 'REFUNDED' &&
    typeof object.amount === 'number' &&
    typeof object.amount_refunded === 'number'
  ) {
    return object.amount_refunded >= object.amount ? 'REFUNDED' : 'CREATED';
  }
  return kind;
}

export function normalizeStripeEvent(event: Obj): PaymentEvent {
  const type = str(event.type) ?? 'unknown';
  const object = obj(obj(event.data)?.object) ?? {};
  const metadata = obj(object.metadata);
  const isSession = object.object === 'checkout.session';
  const isIntent = object.object === 'payment_intent';
  const card = isSession ? cardOf(object) : { brand: null, last4: null };
  const failure = isIntent ? obj(object.last_payment_error) : null;
  const created = typeof event.created === 'number' ? new Date(event.created * 1000) : new Date();
  return {
    id: str(event.id) ?? '',
    type,
    kind: kindOf(type, object),
    createdAt: created,
    paymentId: str(metadata?.paymentId) ?? (isSession ? str(object.client_reference_id) : null),
    checkoutId: isSession ? str(object.id) : null,
    chargeId: isSession
      ? idOf(object.payment_intent)
      : isIntent
        ? str(object.id)
        : idOf(object.payment_intent),
    cardBrand: card.brand,
    cardLast4: card.last4,
    failureCode: type.endsWith('failed') ? (failureCodeOf(failure) ?? 'CARD_DECLINED') : null,
    failureMessage: str(failure?.message),
  };
}
