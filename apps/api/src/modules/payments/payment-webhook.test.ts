import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { paymentEvents, payments } from '../../db/schema/payments';
import type { CreatedUser } from '../../test/factories';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { registerPaymentHook } from './payment-hooks';
import { listingAwaitingDeposit, openDeposit } from './test-payments';

/*
 * POST /webhooks/payments as the processor calls it: events signed with Stripe's own test-header
 * helper (the sandbox's secret here, so the same handler is exercised without Stripe), refused when
 * forged or stale, applied once however often they arrive, in whatever order.
 */

const SECRET = 'whsec_test_sandbox_secret';
const stripe = new Stripe('sk_test_unused');
let server: HttpTestServer;
let owner: CreatedUser;
let paidHookRuns = 0;

registerPaymentHook('test-counter', ['DEPOSIT'], {
  onPaid: () => {
    paidHookRuns += 1;
    return Promise.resolve();
  },
});

beforeAll(async () => {
  server = await startHttpTestServer({ env: { PAYMENTS_SANDBOX_WEBHOOK_SECRET: SECRET } });
  owner = await server.api.factories.user({ userType: 'LANDLORD' });
});
afterAll(() => server.close());

let sequence = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_test_${++sequence}`) {
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
}
const session = (paymentId: string, checkoutId: string) => ({
  id: checkoutId,
  object: 'checkout.session',
  client_reference_id: paymentId,
  metadata: { paymentId },
  payment_status: 'paid',
  payment_intent: { id: `pi_${paymentId.slice(0, 8)}`, latest_charge: null },
});
const failedIntent = (paymentId: string) => ({
  id: `pi_${paymentId.slice(0, 8)}`,
  object: 'payment_intent',
  metadata: { paymentId },
  last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
});

async function post(body: object, header?: string) {
  const payload = JSON.stringify(body);
  const signature = header ?? stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  const res = await fetch(`${server.base}/webhooks/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { outcome?: string } };
}

async function openPayment() {
  const listingId = await listingAwaitingDeposit(server.api, owner);
  const opened = await openDeposit(server.api, owner, listingId);
  return { ...opened, listingId };
}
const statusOf = async (id: string) =>
  (await server.api.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;
const storedEvents = async (id: string) =>
  server.api.deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));

describe('payment webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { paymentId, checkoutId } = await openPayment();
    const body = event('checkout.session.completed', session(paymentId, checkoutId));
    const forged = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(body),
      secret: 'whsec_wrong',
    });
    expect((await post(body, forged)).status).toBe(400);
    expect((await post(body, 'nonsense')).status).toBe(400);
    expect(await statusOf(paymentId)).toBe('PENDING');
    expect(await storedEvents(body.id)).toEqual([]);
  });

  it('refuses an unsigned event (no signature header) with 400 and changes nothing', async () => {
    const { paymentId, checkoutId } = await openPayment();
    const body = event('checkout.session.completed', session(paymentId, checkoutId));
    const res = await fetch(`${server.base}/webhooks/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ received: false, error: 'invalid signature' });
    expect(await statusOf(paymentId)).toBe('PENDING');
    expect(await storedEvents(body.id)).toEqual([]);
  });

  it('refuses an event signed more than 300 s ago (a replay)', async () => {
    const { paymentId, checkoutId } = await openPayment();
    const body = event('checkout.session.completed', session(paymentId, checkoutId));
    const payload = JSON.stringify(body);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await post(body, stale)).status).toBe(400);
    expect(await statusOf(paymentId)).toBe('PENDING');
  });

  it('applies an event delivered twice once: 2xx both times, one stored event, hooks run once', async () => {
    const { paymentId, checkoutId, listingId } = await openPayment();
    const before = paidHookRuns;
    const body = event('checkout.session.completed', session(paymentId, checkoutId));
    const [first, second] = await Promise.all([post(body), post(body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.outcome, second.body.outcome].sort()).toEqual(['APPLIED', 'DUPLICATE']);
    expect(await storedEvents(body.id)).toHaveLength(1);
    expect(paidHookRuns - before).toBe(1);
    expect(await statusOf(paymentId)).toBe('PAID');
    const [listing] = await server.api.deps.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing!.paymentStatus).toBe('PAID');
  });

  it('keeps a payment PAID when a failure or a created event arrives after it', async () => {
    const { paymentId, checkoutId } = await openPayment();
    expect(
      (await post(event('checkout.session.completed', session(paymentId, checkoutId)))).body.outcome,
    ).toBe('APPLIED');
    const late = await post(event('payment_intent.payment_failed', failedIntent(paymentId)));
    expect(late).toEqual({ status: 200, body: { received: true, outcome: 'IGNORED' } });
    const created = await post(
      event('payment_intent.created', { ...failedIntent(paymentId), last_payment_error: null }),
    );
    expect(created.body.outcome).toBe('IGNORED');
    expect(await statusOf(paymentId)).toBe('PAID');
  });

  it('pays a payment whose failure arrived first (another card then worked)', async () => {
    const { paymentId, checkoutId } = await openPayment();
    await post(event('payment_intent.payment_failed', failedIntent(paymentId)));
    expect(await statusOf(paymentId)).toBe('FAILED');
    await post(event('checkout.session.completed', session(paymentId, checkoutId)));
    expect(await statusOf(paymentId)).toBe('PAID');
  });

  it('waits for the money when a checkout completes unpaid (a delayed method), then follows it', async () => {
    const { paymentId, checkoutId } = await openPayment();
    const unpaid = { ...session(paymentId, checkoutId), payment_status: 'unpaid' };
    expect((await post(event('checkout.session.completed', unpaid))).body.outcome).toBe('IGNORED');
    expect(await statusOf(paymentId)).toBe('PENDING');
    await post(event('checkout.session.async_payment_succeeded', session(paymentId, checkoutId)));
    expect(await statusOf(paymentId)).toBe('PAID');
  });

  it('keeps a payment PAID after a partial refund made in the processor', async () => {
    const { paymentId, checkoutId } = await openPayment();
    await post(event('checkout.session.completed', session(paymentId, checkoutId)));
    const partial = {
      id: `ch_${paymentId.slice(0, 8)}`,
      object: 'charge',
      payment_intent: `pi_${paymentId.slice(0, 8)}`,
      metadata: { paymentId },
      amount: 33_900,
      amount_refunded: 10_000,
    };
    expect((await post(event('charge.refunded', partial))).body.outcome).toBe('IGNORED');
    expect(await statusOf(paymentId)).toBe('PAID');
    await post(event('charge.refunded', { ...partial, amount_refunded: 33_900 }));
    expect(await statusOf(paymentId)).toBe('REFUNDED');
  });

  it('answers 2xx to an unknown event type, storing and changing nothing', async () => {
    const { paymentId, checkoutId } = await openPayment();
    const body = event('customer.created', session(paymentId, checkoutId));
    expect(await post(body)).toEqual({ status: 200, body: { received: true, outcome: 'UNKNOWN_TYPE' } });
    expect(await storedEvents(body.id)).toEqual([]);
    expect(await statusOf(paymentId)).toBe('PENDING');
  });

  it('stores an event about a checkout it did not open and changes nothing', async () => {
    const body = event('checkout.session.completed', session('not-a-payment', 'cs_test_other'));
    expect((await post(body)).body.outcome).toBe('UNMATCHED');
  });

  it('answers 405 to anything but POST', async () => {
    expect((await fetch(`${server.base}/webhooks/payments`)).status).toBe(405);
  });
});
