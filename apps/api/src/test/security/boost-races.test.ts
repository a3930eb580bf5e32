import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { payments } from '../../db/schema/payments';
import { approvedListingOf } from '../../modules/listings/test-listings';
import { boostAs, setBoostPrice } from '../../modules/boosts/test-boosts';
import { card, CARDS, SANDBOX_PAY } from '../../modules/payments/test-payments';
import type { CreatedUser } from '../factories';
import { createTestApi, type TestApi } from '../harness';

/*
 * Business flow (OWASP API6:2023): a listing is never boosted twice for the same period, even when
 * the requests race. A repeated Confirm (the same idempotency key) is one boost; two boosts bought
 * at once follow each other, so every period is paid for once and none is lost to the race. The
 * viewing-slot race of the same issue item is in viewings-booking.test.ts (the last places of a
 * slot, all firing at once).
 */

const DAY = 86_400_000;
const TOTAL = 3389; // $29.99 + 13% HST (Ontario)

let api: TestApi;
let admin: CreatedUser;
let landlord: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  landlord = await api.factories.user({ userType: 'LANDLORD' });
});
afterAll(() => api.close());

const boostPayments = (listingId: string) =>
  api.deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.listingId, listingId), eq(payments.purpose, 'BOOST')));
const premiumEndOf = async (listingId: string) =>
  (await api.deps.db.select().from(listings).where(eq(listings.id, listingId)))[0]!.premiumEnd!.getTime();

describe('a free boost confirmed twice at once', () => {
  it('with one key gives one boost of the boost days and one payment', async () => {
    await setBoostPrice(api, admin, 0);
    const listing = await approvedListingOf(api, landlord);
    const before = Date.now();
    const answers = await Promise.all([
      boostAs(api, landlord, listing.id, 'race-same-key-a', 0),
      boostAs(api, landlord, listing.id, 'race-same-key-a', 0),
    ]);
    expect(answers.map((a) => a.errors)).toEqual([undefined, undefined]);
    expect(await boostPayments(listing.id)).toHaveLength(1);
    const end = await premiumEndOf(listing.id);
    expect(end - before).toBeGreaterThanOrEqual(7 * DAY);
    expect(end - before).toBeLessThan(8 * DAY);
  });

  it('with two keys gives two periods one after the other, not the same period twice', async () => {
    await setBoostPrice(api, admin, 0);
    const listing = await approvedListingOf(api, landlord);
    const before = Date.now();
    await Promise.all([
      boostAs(api, landlord, listing.id, 'race-key-one-a', 0),
      boostAs(api, landlord, listing.id, 'race-key-two-a', 0),
    ]);
    expect(await boostPayments(listing.id)).toHaveLength(2);
    const end = await premiumEndOf(listing.id);
    expect(end - before).toBeGreaterThanOrEqual(14 * DAY);
    expect(end - before).toBeLessThan(15 * DAY);
  });
});

describe('a paid boost confirmed and paid twice at once', () => {
  it('opens one checkout, and its two racing payments boost the listing once', async () => {
    await setBoostPrice(api, admin, 2999);
    const listing = await approvedListingOf(api, landlord);
    const opened = await Promise.all([
      boostAs(api, landlord, listing.id, 'race-paid-key-a', TOTAL),
      boostAs(api, landlord, listing.id, 'race-paid-key-a', TOTAL),
    ]);
    const urls = opened.map((r) => r.data?.boostListing.checkoutUrl);
    expect(urls[0]).toMatch(/\/sandbox\/checkout\//);
    expect(urls[1]).toBe(urls[0]);
    expect(await boostPayments(listing.id)).toHaveLength(1);

    const before = Date.now();
    const id = urls[0]!.split('/').pop();
    const paid = await Promise.all([
      api.execute<{ sandboxPay: { outcome: string } }>(SANDBOX_PAY, { id, card: card(CARDS.SUCCEEDS) }),
      api.execute<{ sandboxPay: { outcome: string } }>(SANDBOX_PAY, { id, card: card(CARDS.SUCCEEDS) }),
    ]);
    expect(paid.some((r) => r.data?.sandboxPay.outcome === 'SUCCEEDED')).toBe(true);
    const [payment] = await boostPayments(listing.id);
    expect(payment!.status).toBe('PAID');
    const end = await premiumEndOf(listing.id);
    expect(end - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(end - before).toBeLessThan(8 * DAY);
  });
});
