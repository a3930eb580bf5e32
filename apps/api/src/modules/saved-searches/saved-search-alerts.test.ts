import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { savedHomes } from '../../db/schema/saved-homes';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { runDueJobs } from '../jobs/job-runner';
import { createListingAs, validUnit, type ListingResult } from '../listings/test-listings';
import {
  SAVED_HOME_PRICE_DROP_TEMPLATE,
  SAVED_SEARCH_ALERT_TEMPLATE,
  SAVED_SEARCH_DIGEST_TEMPLATE,
} from './saved-search-emails';

/*
 * Alerts through the job table, with a fake clock and two API processes over one database: each
 * new listing is announced once per search, at once (INSTANT) or in the 8 a.m. digest (DAILY), and
 * a saved home's price drop once per drop, in the renter's language.
 */

let api: TestApi;
let second: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  second = await createTestApi({ database: api.database });
});
afterAll(async () => {
  await second.close();
  await api.close();
});

/** Both processes look for due jobs at `now`, at the same time, until nothing is due. */
const bothWorkersRun = async (now: Date) => {
  while ((await Promise.all([runDueJobs(api.deps, now), runDueJobs(second.deps, now)])).some((n) => n > 0));
};
const soon = () => new Date(Date.now() + 60_000);

const mailsTo = (user: CreatedUser, template: string) =>
  api.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, user.user.email), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.createdAt);

const saveSearch = (user: CreatedUser, filters: Record<string, unknown>, alertFrequency = 'INSTANT') =>
  api.execute<{ saveSearch: { id: string } }>(
    'mutation($data: SaveSearchInput!) { saveSearch(data: $data) { id } }',
    { data: { name: 'My search', filters, alertFrequency } },
    { token: user.token },
  );

let admin: CreatedUser;
let landlord: CreatedUser;
beforeAll(async () => {
  admin = await api.factories.user({ userType: 'ADMIN' });
  landlord = await api.factories.user({ userType: 'LANDLORD' });
});

/** A landlord's new listing awaiting review; `approve` makes it public as staff do. */
const newListing = (unit: Record<string, unknown> = {}) =>
  createListingAs(api, landlord, {
    title: 'Harbour Lofts',
    unit: validUnit({ monthlyPrice: 2100, bedrooms: 'ONE_BEDROOM', ...unit }),
  });
const approve = (listing: ListingResult) =>
  api.execute(
    'mutation($id: ID!) { approveListing(where: { id: $id }) { id } }',
    { id: listing.id },
    { token: admin.token },
  );

describe('saved search alerts', () => {
  it('e-mail an approved listing once to each INSTANT search that finds it, whatever the workers', async () => {
    const listing = await newListing();
    const city = listing.location!.city.name;
    const renter = await api.factories.user({ locale: 'fr' });
    const other = await api.factories.user();
    await saveSearch(renter, { city, bedrooms: ['ONE_BEDROOM'], price_lte: 2500 });
    await saveSearch(renter, { city, keyword: 'harbour' });
    await saveSearch(other, { city, bedrooms: ['TWO_BEDROOMS'] });
    // A paused search and one without alerts hear nothing.
    const paused = await api.factories.user();
    const { id } = (await saveSearch(paused, { city })).data!.saveSearch;
    await api.execute(
      'mutation($id: ID!) { updateSavedSearchAlerts(id: $id, alertFrequency: INSTANT, paused: true) { id } }',
      { id },
      { token: paused.token },
    );

    // Nothing before approval: the job comes with the change that makes the listing public.
    await bothWorkersRun(soon());
    expect(await mailsTo(renter, SAVED_SEARCH_ALERT_TEMPLATE)).toEqual([]);

    await approve(listing);
    await bothWorkersRun(soon());
    const mails = await mailsTo(renter, SAVED_SEARCH_ALERT_TEMPLATE);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Nouveau logement pour « My search » : Harbour Lofts');
    expect(mails[0]!.textBody).toContain(`/listing/${listing.id}`);
    expect(mails[0]!.textBody).toContain('2\u00a0100\u00a0$/mois');
    expect(mails[0]!.textBody).toContain(`/search?city=${encodeURIComponent(city).replace(/%20/g, '+')}`);
    expect(mails[0]!.textBody).toContain('/saved-searches/unsubscribe?token=');
    expect(await mailsTo(other, SAVED_SEARCH_ALERT_TEMPLATE)).toEqual([]);
    expect(await mailsTo(paused, SAVED_SEARCH_ALERT_TEMPLATE)).toEqual([]);

    // Hidden and shown again: the same listing is not announced to the same search twice.
    await api.execute(
      'mutation($id: ID!) { deactivateSearchListing(where: { id: $id }, data: { availablityStatus: OTHER, message: "Paused" }) { id } }',
      { id: listing.id },
      { token: admin.token },
    );
    await api.execute(
      'mutation($id: ID!) { activeListing(where: { id: $id }) { id } }',
      { id: listing.id },
      { token: admin.token },
    );
    await bothWorkersRun(soon());
    expect(await mailsTo(renter, SAVED_SEARCH_ALERT_TEMPLATE)).toHaveLength(2);
  });

  it("leave the listing's owner out of their own alerts", async () => {
    const listing = await newListing();
    await saveSearch(landlord, { city: listing.location!.city.name });
    await approve(listing);
    await bothWorkersRun(soon());
    expect(await mailsTo(landlord, SAVED_SEARCH_ALERT_TEMPLATE)).toEqual([]);
  });

  it('gather DAILY matches in one digest at 8 a.m. Toronto time, sent once', async () => {
    const first = await newListing();
    const city = first.location!.city.name;
    const renter = await api.factories.user();
    await saveSearch(renter, { city }, 'DAILY');
    await approve(first);
    const now = soon();
    await bothWorkersRun(now);
    expect(await mailsTo(renter, SAVED_SEARCH_DIGEST_TEMPLATE)).toEqual([]);

    // The digest's time: the next 8:00 in Toronto after the match (EST or EDT: 12:00 or 13:00 UTC).
    const dayAfter = new Date(now.getTime() + 26 * 3_600_000);
    await bothWorkersRun(dayAfter);
    const digests = await mailsTo(renter, SAVED_SEARCH_DIGEST_TEMPLATE);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('1 new home for “My search”');
    expect(digests[0]!.textBody).toContain(`/listing/${first.id}`);
    await bothWorkersRun(new Date(dayAfter.getTime() + 26 * 3_600_000));
    expect(await mailsTo(renter, SAVED_SEARCH_DIGEST_TEMPLATE)).toHaveLength(1);
  });
});

describe('homes waiting for a digest', () => {
  const setAlerts = (renter: CreatedUser, id: string, alertFrequency: string, paused: boolean) =>
    api.execute(
      'mutation($id: ID!, $f: AlertFrequency!, $p: Boolean!) { updateSavedSearchAlerts(id: $id, alertFrequency: $f, paused: $p) { id } }',
      { id, f: alertFrequency, p: paused },
      { token: renter.token },
    );
  const waitingDigest = async () => {
    const listing = await newListing();
    const renter = await api.factories.user();
    const saved = await saveSearch(renter, { city: listing.location!.city.name }, 'DAILY');
    await approve(listing);
    const now = soon();
    await bothWorkersRun(now);
    return { renter, id: saved.data!.saveSearch.id, now };
  };
  const days = (from: Date, n: number) => new Date(from.getTime() + n * 26 * 3_600_000);

  it('are sent after a pause over the digest time, once the search runs again', async () => {
    const { renter, id, now } = await waitingDigest();
    await setAlerts(renter, id, 'DAILY', true);
    await bothWorkersRun(days(now, 1));
    expect(await mailsTo(renter, SAVED_SEARCH_DIGEST_TEMPLATE)).toEqual([]);
    await setAlerts(renter, id, 'DAILY', false);
    await bothWorkersRun(days(now, 2));
    expect(await mailsTo(renter, SAVED_SEARCH_DIGEST_TEMPLATE)).toHaveLength(1);
  });

  it('are dropped when the search is no longer DAILY, never turning up in a later digest', async () => {
    const { renter, id, now } = await waitingDigest();
    await setAlerts(renter, id, 'INSTANT', false);
    await setAlerts(renter, id, 'DAILY', false);
    await bothWorkersRun(days(now, 2));
    expect(await mailsTo(renter, SAVED_SEARCH_DIGEST_TEMPLATE)).toEqual([]);
  });
});

describe('saved home price drops', () => {
  it('e-mail the renter who saved the home once per drop below the price they last knew', async () => {
    const listing = await newListing({ monthlyPrice: 2400 });
    await approve(listing);
    const renter = await api.factories.user();
    await api.deps.db
      .insert(savedHomes)
      .values({ userId: renter.user.id, listingId: listing.id, savedPrice: 2400 });
    const unitId = listing.units[0]!.id;
    const setPrice = async (monthlyPrice: number) => {
      // Staff change the rent: an owner's change would wait for review first.
      await api.execute(
        'mutation($id: ID!, $p: Float!) { updateUnit(where: { id: $id }, data: { monthlyPrice: $p }) { id } }',
        { id: unitId, p: monthlyPrice },
        { token: admin.token },
      );
      await bothWorkersRun(soon());
    };
    // A rise is remembered, not announced: the cut after it is news from the higher price.
    await setPrice(2500);
    expect(await mailsTo(renter, SAVED_HOME_PRICE_DROP_TEMPLATE)).toEqual([]);
    await setPrice(2300);
    await setPrice(2300);
    await setPrice(2350);
    const drops = await mailsTo(renter, SAVED_HOME_PRICE_DROP_TEMPLATE);
    expect(drops).toHaveLength(1);
    expect(drops[0]!.subject).toBe('Price drop: Harbour Lofts');
    expect(drops[0]!.textBody).toContain('$2,500/month → $2,300/month');
    await setPrice(2200);
    expect(await mailsTo(renter, SAVED_HOME_PRICE_DROP_TEMPLATE)).toHaveLength(2);
    const [home] = await api.deps.db
      .select()
      .from(savedHomes)
      .where(and(eq(savedHomes.userId, renter.user.id), eq(savedHomes.listingId, listing.id)));
    expect(home!.lastAlertedPrice).toBe(2200);
  });
});
