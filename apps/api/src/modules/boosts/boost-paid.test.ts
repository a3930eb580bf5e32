import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { emailOutbox } from '../../db/schema/mail';
import { listings } from '../../db/schema/listings';
import { payments } from '../../db/schema/payments';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';
import { updateNotificationSetting } from '../mail/notification.service';
import { card, CARDS, SANDBOX_PAY } from '../payments/test-payments';
import { BOOST_TO_STAFF_TEMPLATE } from './boost-email';
import { premiumExpiryKey } from './boost-window.service';
import { boostAs } from './test-boosts';

/* A paid boost through the built-in sandbox checkout, end to end, and staff's refund of it. */

const DAY = 86_400_000;
const TOTAL = 3389; // $29.99 + 13% HST (Ontario)
const BOOSTED = `{ boostedListing(first: 10, skip: 0) { items { listing { id } daysLeft payment { id status totalCents } } } }`;
const REFUND = 'mutation($id: ID!) { refundPayment(id: $id) { status refundedAt } }';

let api: TestApi;
let admin: CreatedUser;
let landlord: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  landlord = await api.factories.user({ userType: 'LANDLORD' });
  await updateNotificationSetting(api.deps.db, {
    kind: 'PREMIUM_REQUEST_TO_STAFF',
    enabled: true,
    recipients: ['sales@rentals.test'],
  });
});
afterAll(() => api.close());

const listingRow = async (id: string) =>
  (await api.deps.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const salesMails = async () =>
  (
    await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'sales@rentals.test'))
  ).filter((m) => m.template === BOOST_TO_STAFF_TEMPLATE);
const pay = (checkoutUrl: string, number = CARDS.SUCCEEDS) =>
  api.execute<{ sandboxPay: { outcome: string; redirectUrl: string | null } }>(SANDBOX_PAY, {
    id: checkoutUrl.split('/').pop(),
    card: card(number),
  });

describe('a paid boost', () => {
  it('opens the checkout, and only the payment makes the listing premium for 7 days', async () => {
    const listing = await approvedListingOf(api, landlord);
    const mailsBefore = (await salesMails()).length;
    const opened = await boostAs(api, landlord, listing.id, 'paid-click-aaaa', TOTAL);
    expect(opened.errors).toBeUndefined();
    const { checkoutUrl } = opened.data!.boostListing;
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/cs_sandbox_/);
    expect(opened.data!.boostListing).toMatchObject({ daysLeft: 0, listing: { isPremium: false } });
    // A double click: the same checkout, no second payment.
    const again = await boostAs(api, landlord, listing.id, 'paid-click-aaaa', TOTAL);
    expect(again.data!.boostListing.checkoutUrl).toBe(checkoutUrl);
    const early = await api.execute(
      'mutation($id: ID!) { premiumNotificationToAdmin(where: { id: $id }) }',
      { id: listing.id },
      { token: landlord.token },
    );
    expect(errorCodes(early)).toEqual(['LISTING_NOT_BOOSTED']);

    const before = Date.now();
    const paid = await pay(checkoutUrl!);
    expect(paid.data!.sandboxPay.outcome).toBe('SUCCEEDED');
    expect(paid.data!.sandboxPay.redirectUrl).toMatch(/\/redirect\/premium\?payment=/);
    const row = await listingRow(listing.id);
    expect(row).toMatchObject({ isPremium: true, premiumName: 'Listing boosts' });
    expect(row.premiumEnd!.getTime() - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
    const [job] = await api.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, premiumExpiryKey(listing.id)));
    expect(job!.runAt.getTime()).toBe(row.premiumEnd!.getTime());
    expect((await salesMails()).length - mailsBefore).toBe(1);
  });

  it('leaves the listing as it was when the card is declined', async () => {
    const listing = await approvedListingOf(api, landlord);
    const { checkoutUrl } = (await boostAs(api, landlord, listing.id, 'declined-aaaaa', TOTAL)).data!
      .boostListing;
    const declined = await pay(checkoutUrl!, CARDS.DECLINED);
    expect(declined.data!.sandboxPay.outcome).toBe('DECLINED');
    expect((await listingRow(listing.id)).isPremium).toBe(false);
  });

  it('asks to confirm again when the total shown is not the total now', async () => {
    const listing = await approvedListingOf(api, landlord);
    const r = await boostAs(api, landlord, listing.id, 'stale-total-aa', 2999);
    expect(errorCodes(r)).toEqual(['PAYMENT_PRICE_CHANGED']);
  });

  it('extends a boosted listing by the days bought; each refund takes its own days off', async () => {
    const listing = await approvedListingOf(api, landlord);
    const first = (await boostAs(api, landlord, listing.id, 'extend-paid-one', TOTAL)).data!.boostListing;
    await pay(first.checkoutUrl!);
    const firstEnd = (await listingRow(listing.id)).premiumEnd!.getTime();
    const second = (await boostAs(api, landlord, listing.id, 'extend-paid-two', TOTAL)).data!.boostListing;
    await pay(second.checkoutUrl!);
    expect((await listingRow(listing.id)).premiumEnd!.getTime() - firstEnd).toBe(7 * DAY);

    const page = await api.execute<{
      boostedListing: {
        items: {
          listing: { id: string };
          daysLeft: number;
          payment: { id: string; status: string; totalCents: number };
        }[];
      };
    }>(BOOSTED, {}, { token: admin.token });
    const item = page.data!.boostedListing.items.find((i) => i.listing.id === listing.id)!;
    expect(item).toMatchObject({ daysLeft: 14, payment: { status: 'PAID', totalCents: TOTAL } });

    const refunded = await api.execute(REFUND, { id: item.payment.id }, { token: admin.token });
    expect(refunded.data).toMatchObject({ refundPayment: { status: 'REFUNDED' } });
    // The other boost's 7 days stay, and the expiry job moves with the end.
    const shortened = await listingRow(listing.id);
    expect(shortened.isPremium).toBe(true);
    expect(shortened.premiumEnd!.getTime()).toBe(firstEnd);
    const [moved] = await api.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, premiumExpiryKey(listing.id)));
    expect(moved).toMatchObject({ runAt: new Date(firstEnd), doneAt: null });

    const [other] = await api.deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.listingId, listing.id), eq(payments.status, 'PAID')));
    await api.execute(REFUND, { id: other!.id }, { token: admin.token });
    expect((await listingRow(listing.id)).isPremium).toBe(false);
    const [job] = await api.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, premiumExpiryKey(listing.id)));
    expect(job).toMatchObject({ outcome: 'CANCELLED' });
  });
});
