import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { listings } from '../../db/schema/listings';
import { payments } from '../../db/schema/payments';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { approvedListingOf, createListingAs } from '../listings/test-listings';
import { updateNotificationSetting } from '../mail/notification.service';
import { BOOST_TO_STAFF_TEMPLATE } from './boost-email';
import { BOOST_QUOTE, boostAs, setBoostPrice } from './test-boosts';

/* A landlord boosts a listing (spec/03 §4.5): the quote, and the boost when staff made it free. */

const DAY = 86_400_000;
let api: TestApi;
let admin: CreatedUser;
let landlord: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN', locale: 'fr' });
  landlord = await api.factories.user({ userType: 'LANDLORD' });
  await updateNotificationSetting(api.deps.db, {
    kind: 'PREMIUM_REQUEST_TO_STAFF',
    enabled: true,
    recipients: ['sales@rentals.test'],
  });
});
afterAll(() => api.close());

const boostMails = () =>
  api.deps.db
    .select()
    .from(emailOutbox)
    .then((rows) => rows.filter((m) => m.template === BOOST_TO_STAFF_TEMPLATE));

describe('the boost quote', () => {
  it('prices the boost at the setting with the province’s tax, in two fixed items', async () => {
    const listing = await approvedListingOf(api, landlord);
    const r = await api.execute<{
      boostQuote: {
        lines: { kind: string; amountCents: number }[];
        subtotalCents: number;
        taxCents: number;
        totalCents: number;
      };
    }>(BOOST_QUOTE, { id: listing.id }, { token: landlord.token });
    expect(r.errors).toBeUndefined();
    expect(r.data!.boostQuote).toMatchObject({
      lines: [
        { kind: 'BOOST', amountCents: 2999 },
        { kind: 'BOOST_DAYS', amountCents: 0 },
      ],
      subtotalCents: 2999,
      taxCents: 390,
      totalCents: 3389,
    });
  });

  it('is the owner’s only, and only for a listing renters can find', async () => {
    const listing = await approvedListingOf(api, landlord);
    const other = await api.factories.user({ userType: 'LANDLORD' });
    expect(errorCodes(await api.execute(BOOST_QUOTE, { id: listing.id }, { token: other.token }))).toEqual([
      'LISTING_NOT_FOUND',
    ]);
    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, listing.id));
    expect(errorCodes(await api.execute(BOOST_QUOTE, { id: listing.id }, { token: landlord.token }))).toEqual(
      ['BOOST_NOT_ALLOWED'],
    );
  });

  it('is offered on a new listing still awaiting its first review (the Add Property dialog’s step 6)', async () => {
    const own = await createListingAs(api, landlord);
    const r = await api.execute(BOOST_QUOTE, { id: own.id }, { token: landlord.token });
    expect(r.errors).toBeUndefined();
  });
});

describe('a free boost', () => {
  it('boosts at once for the boost days, tells staff once, and a repeated click changes nothing', async () => {
    await setBoostPrice(api, admin, 0);
    const listing = await approvedListingOf(api, landlord);
    const mailsBefore = (await boostMails()).length;
    const before = Date.now();
    const first = await boostAs(api, landlord, listing.id, 'click-one-aaaa', 0);
    expect(first.errors).toBeUndefined();
    const answer = first.data!.boostListing;
    expect(answer).toMatchObject({
      checkoutUrl: null,
      daysLeft: 7,
      listing: { isPremium: true, premiumName: 'Listing boosts', premiumDaysLeft: 7 },
    });
    expect(new Date(answer.listing.premiumEnd!).getTime() - before).toBeGreaterThanOrEqual(7 * DAY);
    const again = await boostAs(api, landlord, listing.id, 'click-one-aaaa', 0);
    expect(again.data!.boostListing.listing.premiumEnd).toBe(answer.listing.premiumEnd);
    const paid = await api.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.listingId, listing.id), eq(payments.purpose, 'BOOST')));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ status: 'PAID', totalCents: 0, boostDays: 7 });

    const mails = (await boostMails()).slice(mailsBefore);
    expect(mails.filter((m) => m.toAddress === 'sales@rentals.test')).toHaveLength(1);
    expect(mails.find((m) => m.toAddress === admin.user.email)?.subject).toMatch(/^Annonce mise en avant/);

    // The owner's own notice after the return page: already sent, nothing more.
    const notice = await api.execute(
      'mutation($id: ID!) { premiumNotificationToAdmin(where: { id: $id }) }',
      { id: listing.id },
      { token: landlord.token },
    );
    expect(notice.data).toEqual({ premiumNotificationToAdmin: true });
    expect(
      (await boostMails()).slice(mailsBefore).filter((m) => m.toAddress === 'sales@rentals.test'),
    ).toHaveLength(1);
  });

  it('extends a running boost by its days when boosted again', async () => {
    await setBoostPrice(api, admin, 0);
    const listing = await approvedListingOf(api, landlord);
    const first = (await boostAs(api, landlord, listing.id, 'extend-one-aaa', 0)).data!.boostListing;
    const second = (await boostAs(api, landlord, listing.id, 'extend-two-aaa', 0)).data!.boostListing;
    expect(
      new Date(second.listing.premiumEnd!).getTime() - new Date(first.listing.premiumEnd!).getTime(),
    ).toBe(7 * DAY);
    expect(second.daysLeft).toBe(14);
  });

  it('asks to confirm again when the price shown is not the price now', async () => {
    await setBoostPrice(api, admin, 0);
    const listing = await approvedListingOf(api, landlord);
    const r = await boostAs(api, landlord, listing.id, 'stale-price-aa', 3389);
    expect(errorCodes(r)).toEqual(['PAYMENT_PRICE_CHANGED']);
    const [row] = await api.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.isPremium).toBe(false);
  });
});
