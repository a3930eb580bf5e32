import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPayments } from '../../adapters/payments/sandbox-payments';
import type { PaymentsAdapter } from '../../adapters/payments/payments';
import { auditLog } from '../../db/schema/admin';
import { listings } from '../../db/schema/listings';
import { payments } from '../../db/schema/payments';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import {
  card,
  CARDS,
  CREATE_CHECKOUT,
  listingAwaitingDeposit,
  newKey,
  openDeposit,
  payableListingOf,
  paymentRowOf,
  SANDBOX_PAY,
} from './test-payments';

/*
 * Opening a deposit checkout: one payment per Pay click however many requests it sends, the
 * server's price, only the owner and only a role that may pay; and the staff refund.
 */

let api: TestApi;
let owner: CreatedUser;
let createCalls = 0;

/** The sandbox, counting the checkouts it is asked to create. */
function countingSandbox(): PaymentsAdapter {
  const sandbox = createSandboxPayments({ publicUrl: 'http://localhost:3000', secret: 'whsec_counting' });
  return {
    ...sandbox,
    createCheckout: async (input) => {
      createCalls += 1;
      // As slow as a processor: the other requests arrive while this one is open.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return sandbox.createCheckout(input);
    },
  };
}

beforeAll(async () => {
  api = await createTestApi({ payments: countingSandbox() });
  owner = await api.factories.user({ userType: 'LANDLORD' });
});
afterAll(() => api.close());

type Checkout = { createCheckoutSession: { paymentId: string; url: string } };
const checkout = (as: CreatedUser, listingId: string, key = newKey(), price = 33_900) =>
  api.execute<Checkout>(CREATE_CHECKOUT, { listingId, price, key }, { token: as.token });
const paymentsOf = (listingId: string) =>
  api.deps.db.select().from(payments).where(eq(payments.listingId, listingId));

describe('createCheckoutSession', () => {
  it('answers five concurrent requests with one key with one payment and one processor call', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const key = newKey();
    const before = createCalls;
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(owner, listingId, key)));
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    const answers = new Set(results.map((r) => JSON.stringify(r.data!.createCheckoutSession)));
    expect(answers.size).toBe(1);
    expect(await paymentsOf(listingId)).toHaveLength(1);
    expect(createCalls - before).toBe(1);
  });

  it('opens the checkout of a Pay click retried after its first opening was cut short', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const key = newKey();
    // What a process killed between storing the row and storing the processor's checkout id leaves.
    const cut = await paymentRowOf(api, owner, listingId);
    await api.deps.db
      .update(payments)
      .set({ checkoutId: null, idempotencyKey: key, createdAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, cut.id));
    const result = await checkout(owner, listingId, key);
    expect(result.errors).toBeUndefined();
    const rows = await paymentsOf(listingId);
    expect(rows.map((r) => [r.id, r.idempotencyKey, !!r.checkoutId])).toEqual([
      [result.data!.createCheckoutSession.paymentId, key, true],
    ]);
    expect(rows[0]!.id).not.toBe(cut.id);
  });

  it('answers a new Pay click on a listing with an open checkout at the same price with that checkout', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const first = await checkout(owner, listingId);
    const second = await checkout(owner, listingId);
    expect(second.data).toEqual(first.data);
    expect(await paymentsOf(listingId)).toHaveLength(1);
  });

  it('refuses a total other than the server’s with the new one, opening nothing', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const res = await checkout(owner, listingId, newKey(), 30_000);
    expect(errorCodes(res)).toEqual(['PAYMENT_PRICE_CHANGED']);
    expect(res.errors![0]!.extensions).toMatchObject({
      params: { totalCents: 33_900, subtotalCents: 30_000, taxCents: 3_900 },
    });
    expect(await paymentsOf(listingId)).toEqual([]);
  });

  it('refuses another landlord’s listing and a renter listing as a landlord', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const other = await api.factories.user({ userType: 'LANDLORD' });
    expect(errorCodes(await checkout(other, listingId))).toEqual(['PAYMENT_NOT_OWNER']);
    const renter = await api.factories.user({ userType: 'RENTER' });
    const renterListing = await payableListingOf(api, renter);
    const refused = await api.execute(
      CREATE_CHECKOUT,
      { listingId: renterListing, price: 8_475, key: newKey() },
      { token: renter.token },
    );
    expect(errorCodes(refused)).toEqual(['PAYMENT_UNAUTHORIZED']);
    expect(refused.errors![0]!.message).toBe('Unauthorized Access');
  });

  it('refuses an admin without two-factor on, even for a listing they own, opening nothing', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const bare = await api.factories.user({ userType: 'ADMIN', twoFactor: false });
    await api.deps.db.update(listings).set({ ownerId: bare.user.id }).where(eq(listings.id, listingId));
    expect(errorCodes(await checkout(bare, listingId))).toEqual(['PAYMENT_UNAUTHORIZED']);
    expect(await paymentsOf(listingId)).toEqual([]);
  });

  it('lets a renter pay for a lease they assign', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const listingId = await payableListingOf(api, renter);
    await api.deps.db.update(listings).set({ role: 'LEASE_ASSIGNOR' }).where(eq(listings.id, listingId));
    const res = await api.execute<Checkout>(
      CREATE_CHECKOUT,
      { listingId, price: 8_475, key: newKey() },
      { token: renter.token },
    );
    expect(res.errors).toBeUndefined();
  });

  it('refuses plans that need no deposit', async () => {
    const listingId = await listingAwaitingDeposit(api, owner, [5]);
    expect(errorCodes(await checkout(owner, listingId, newKey(), 0))).toEqual(['PAYMENT_NOT_NEEDED']);
  });
});

describe('refundPayment', () => {
  const REFUND = 'mutation($id: ID!) { refundPayment(id: $id) { status refundedAt } }';

  it('refunds a paid deposit: REFUNDED, the listing marked, the action audited, once', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const { paymentId, checkoutId } = await openDeposit(api, owner, listingId);
    await api.execute(SANDBOX_PAY, { id: checkoutId, card: card(CARDS.SUCCEEDS) });
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const res = await api.execute(REFUND, { id: paymentId }, { token: admin.token });
    expect(res.data).toMatchObject({ refundPayment: { status: 'REFUNDED' } });
    const [listing] = await api.deps.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing!.paymentStatus).toBe('REFUNDED');
    const audit = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'PAYMENT'), eq(auditLog.entityId, paymentId)));
    expect(audit).toHaveLength(1);
    expect(errorCodes(await api.execute(REFUND, { id: paymentId }, { token: admin.token }))).toEqual([
      'PAYMENT_NOT_REFUNDABLE',
    ]);
  });

  it('refuses a payment that is not paid', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const { paymentId } = await openDeposit(api, owner, listingId);
    const admin = await api.factories.user({ userType: 'ADMIN' });
    expect(errorCodes(await api.execute(REFUND, { id: paymentId }, { token: admin.token }))).toEqual([
      'PAYMENT_NOT_REFUNDABLE',
    ]);
  });
});

describe('updatePayment', () => {
  it('rewrites the listing’s payment fields from its paid deposit', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const { checkoutId } = await openDeposit(api, owner, listingId);
    await api.execute(SANDBOX_PAY, { id: checkoutId, card: card(CARDS.SUCCEEDS) });
    await api.deps.db
      .update(listings)
      .set({ paymentStatus: 'UNPAID', amount: null, totalAmount: null })
      .where(eq(listings.id, listingId));
    const res = await api.execute(
      'mutation($id: ID!) { updatePayment(where: { id: $id }) { id } }',
      { id: listingId },
      {
        token: owner.token,
      },
    );
    expect(res.errors).toBeUndefined();
    const [listing] = await api.deps.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing).toMatchObject({ paymentStatus: 'PAID', amount: 339, totalAmount: 339, checkoutId });
  });
});

describe('updateSubscription', () => {
  it('changes the listing’s plans as updateListing does, refusing a plan group twice', async () => {
    const listingId = await listingAwaitingDeposit(api, owner, [5]);
    const UPDATE =
      'mutation($id: ID!, $p: [Int!]!) { updateSubscription(where: { id: $id }, data: { planIds: $p }) { id } }';
    const res = await api.execute(UPDATE, { id: listingId, p: [7] }, { token: owner.token });
    expect(res.errors).toBeUndefined();
    const [listing] = await api.deps.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing).toMatchObject({ planId: 7, paymentStatus: 'UNPAID' });
    expect(listing!.subscriptions!.map((s) => s.plan_id)).toEqual([7]);
    expect(
      errorCodes(await api.execute(UPDATE, { id: listingId, p: [5, 7] }, { token: owner.token })),
    ).toEqual(['PLAN_GROUP_TWICE']);
  });
});
