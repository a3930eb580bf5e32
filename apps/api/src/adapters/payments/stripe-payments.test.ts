import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments';
import { startFakeHttpServer, type FakeHttpServer, type FakeRequest } from '../../test/fake-http';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { receivePaymentWebhook } from '../../modules/payments/payment-webhook-route';
import { listingAwaitingDeposit, openDeposit, PAYMENT } from '../../modules/payments/test-payments';

/*
 * The Stripe adapter against a local server playing Stripe's API for the calls the product makes
 * (create and retrieve a Checkout Session, create a refund), checked against Stripe's request
 * shapes; webhook signatures made by the stripe package's own test-header helper.
 */

const WEBHOOK_SECRET = 'whsec_fake_stripe';
const stripe = new Stripe('sk_test_unused');
let fake: FakeHttpServer;
let api: TestApi;
let owner: CreatedUser;
let admin: CreatedUser;

/** The sessions the fake Stripe created, by id, each with its intent and card as retrieve expands them. */
const sessions = new Map<string, Record<string, unknown>>();
const CARD = { brand: 'visa', last4: '4242' };

function sessionNamed(id: string) {
  const n = id.slice('cs_test_'.length);
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    payment_intent: {
      id: `pi_test_${n}`,
      object: 'payment_intent',
      latest_charge: { id: `ch_test_${n}`, object: 'charge', payment_method_details: { card: CARD } },
    },
  };
}

function answerAsStripe(request: FakeRequest) {
  const path = request.url.pathname;
  if (request.method === 'POST' && path === '/v1/checkout/sessions') {
    const session = sessionNamed(`cs_test_${sessions.size + 1}`);
    sessions.set(session.id, session);
    return { json: session };
  }
  const retrieved = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
  if (request.method === 'GET' && retrieved && sessions.has(retrieved[1]!))
    return { json: sessions.get(retrieved[1]!) };
  if (request.method === 'POST' && path === '/v1/refunds')
    return { json: { id: 're_test_1', object: 'refund' } };
  return { status: 404, json: { error: { type: 'invalid_request_error', message: 'Unknown' } } };
}

beforeAll(async () => {
  fake = await startFakeHttpServer();
  fake.answer(answerAsStripe);
  api = await createTestApi({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_API_URL: fake.url,
    },
  });
  owner = await api.factories.user({ userType: 'LANDLORD' });
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(async () => {
  await api.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const form = (request: FakeRequest) => new URLSearchParams(request.body);

async function deliver(type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_${type}_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return receivePaymentWebhook(api.deps, Buffer.from(payload), { 'stripe-signature': header });
}

describe('Stripe payments', () => {
  it('says Stripe is in use and refuses the sandbox checkout', async () => {
    const config = await api.execute('{ paymentsConfig { provider sandbox publishableKey } }');
    expect(config.data).toEqual({
      paymentsConfig: { provider: 'stripe', sandbox: false, publishableKey: 'pk_test_fake' },
    });
    const sandbox = await api.execute('query { sandboxCheckout(id: "cs_sandbox_x") { id } }');
    expect(errorCodes(sandbox)).toEqual(['SANDBOX_DISABLED']);
  });

  it('opens a Checkout Session in cad with the deposit and the tax as items, metadata and an idempotency key', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const { paymentId, url, checkoutId } = await openDeposit(api, owner, listingId);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${checkoutId}`);
    const [create] = fake.requests;
    expect(create!.method).toBe('POST');
    expect(create!.url.pathname).toBe('/v1/checkout/sessions');
    expect(create!.headers['idempotency-key']).toMatch(/^checkout:/);
    expect(create!.headers.authorization).toBe('Bearer sk_test_fake');
    const body = form(create!);
    expect(Object.fromEntries(body)).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      currency: 'cad',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '30000',
      'line_items[0][price_data][product_data][name]': 'Onboarding deposit: Viewings Management',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '3900',
      'line_items[1][price_data][product_data][name]': 'HST 13%',
      'metadata[paymentId]': paymentId,
      'metadata[purpose]': 'DEPOSIT',
      'metadata[listingId]': listingId,
      'payment_intent_data[metadata][paymentId]': paymentId,
      client_reference_id: paymentId,
      customer_email: owner.user.email,
      success_url: `http://localhost:3000/redirect/landlord/premium?payment=${paymentId}`,
      cancel_url: `http://localhost:3000/list-with-us?listing=${listingId}&step=9&payment=${paymentId}`,
    });
    expect(body.has('line_items[2][quantity]')).toBe(false);
  });

  it('calls Stripe once for five concurrent requests with one key', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    fake.requests.length = 0;
    const key = 'same-key-for-five';
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.execute(
          'mutation($l: ID!, $k: String!) { createCheckoutSession(listingId: $l, price: 33900, idempotencyKey: $k) { paymentId url } }',
          { l: listingId, k: key },
          { token: owner.token },
        ),
      ),
    );
    expect(new Set(results.map((r) => JSON.stringify(r.data))).size).toBe(1);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('pays on checkout.session.completed with the card read from the charge, then refunds with a key', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const { paymentId, checkoutId } = await openDeposit(api, owner, listingId);
    const intentId = checkoutId.replace('cs_', 'pi_');
    fake.requests.length = 0;
    const session = {
      id: checkoutId,
      object: 'checkout.session',
      client_reference_id: paymentId,
      metadata: { paymentId },
      payment_status: 'paid',
      payment_intent: intentId,
    };
    expect(await deliver('checkout.session.completed', session)).toEqual({
      status: 200,
      body: { received: true, outcome: 'APPLIED' },
    });
    const [retrieve] = fake.requests;
    expect(retrieve!.method).toBe('GET');
    expect(retrieve!.url.pathname).toBe(`/v1/checkout/sessions/${checkoutId}`);
    expect(retrieve!.url.searchParams.get('expand[0]')).toBe('payment_intent.latest_charge');
    const paid = await api.execute(PAYMENT, { id: paymentId }, { token: owner.token });
    expect(paid.data).toMatchObject({
      payment: { status: 'PAID', cardBrand: 'visa', cardLast4: '4242', provider: 'stripe' },
    });

    fake.requests.length = 0;
    const refund = await api.execute(
      'mutation($id: ID!) { refundPayment(id: $id) { status } }',
      { id: paymentId },
      { token: admin.token },
    );
    expect(refund.data).toEqual({ refundPayment: { status: 'REFUNDED' } });
    const [create] = fake.requests;
    expect(create!.url.pathname).toBe('/v1/refunds');
    expect(create!.headers['idempotency-key']).toBe(`refund:${paymentId}`);
    expect(Object.fromEntries(form(create!))).toEqual({ payment_intent: intentId, amount: '33900' });
    // Stripe's own event about the refund arrives later and changes nothing.
    const charge = {
      id: intentId.replace('pi_', 'ch_'),
      object: 'charge',
      payment_intent: intentId,
      metadata: { paymentId },
    };
    expect((await deliver('charge.refunded', charge)).body.outcome).toBe('IGNORED');
  });

  it('answers Something went wrong when Stripe fails, keeping no payment', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    fake.answer(() => ({
      status: 400,
      json: { error: { type: 'invalid_request_error', message: 'No such price' } },
    }));
    try {
      const res = await api.execute(
        'mutation($l: ID!) { createCheckoutSession(listingId: $l, price: 33900, idempotencyKey: "fails-once-1") { url } }',
        { l: listingId },
        { token: owner.token },
      );
      expect(errorCodes(res)).toEqual(['PAYMENT_PROVIDER_ERROR']);
      expect(res.errors![0]!.message).toBe('Something went wrong');
      const kept = await api.deps.db.select().from(payments).where(eq(payments.listingId, listingId));
      expect(kept).toEqual([]);
    } finally {
      fake.answer(answerAsStripe);
    }
  });
});
