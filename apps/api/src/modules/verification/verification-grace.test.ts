import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { listings } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { availabilityCheckKey } from '../listings/availability-check-job';
import { approvedListingOf } from '../listings/test-listings';
import { decideAs, runJobs, submitAs, verificationMails } from './test-verification';
import { planGraceSweep, SWEEP_EVERY_MS } from './verification-grace.service';

/*
 * The grace period (issue 25): a poster not verified within VERIFICATION_GRACE_DAYS of their first
 * public listing is reminded 3 and 1 days before, then hidden from search; approval brings the
 * listings back at once. Time is the jobs' clock, moved by hand.
 */

const DAY = 86_400_000;
let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

/** A landlord with one listing made public at `postedAt`. */
async function posterWithListing(postedAt: Date, locale: 'en' | 'fr' = 'en') {
  const landlord = await api.factories.user({ userType: 'LANDLORD', locale });
  const listing = await approvedListingOf(api, landlord);
  await api.deps.db.update(listings).set({ postedAt }).where(eq(listings.id, listing.id));
  return { landlord, listing };
}

const SEARCH = `query($first: Int) { searchListings(first: $first) { id } }`;
async function searchIds(): Promise<string[]> {
  const r = await api.execute<{ searchListings: { id: string }[] }>(SEARCH, { first: 100 });
  return r.data!.searchListings.map((l) => l.id);
}

/** Runs the sweep at each of these times, as its hourly job would. */
async function sweepAt(...times: Date[]) {
  for (const at of times) {
    await planGraceSweep(api.deps.db, at);
    await runJobs(api, at);
  }
}

describe('grace period', () => {
  it('reminds 3 and 1 days before, once each, in their language, then hides the listings', async () => {
    const start = new Date(Date.now() - 10 * DAY);
    const { landlord, listing } = await posterWithListing(start, 'fr');
    const grace = api.deps.config.VERIFICATION_GRACE_DAYS;
    expect(grace).toBe(7);

    await sweepAt(new Date(start.getTime() + 3 * DAY));
    expect(await verificationMails(api, landlord.user.email, 'REMINDER')).toEqual([]);

    await sweepAt(new Date(start.getTime() + 4 * DAY), new Date(start.getTime() + 4 * DAY + SWEEP_EVERY_MS));
    const first = await verificationMails(api, landlord.user.email, 'REMINDER');
    expect(first.map((m) => m.subject)).toEqual(["Faites-vous vérifier d'ici 3 jours"]);

    await sweepAt(new Date(start.getTime() + 6 * DAY), new Date(start.getTime() + 6.5 * DAY));
    expect((await verificationMails(api, landlord.user.email, 'REMINDER')).map((m) => m.subject)).toEqual([
      "Faites-vous vérifier d'ici 3 jours",
      "Faites-vous vérifier d'ici 1 jour",
    ]);
    expect(await searchIds()).toContain(listing.id);

    await sweepAt(new Date(start.getTime() + 7 * DAY), new Date(start.getTime() + 8 * DAY));
    expect(await searchIds()).not.toContain(listing.id);
    const hidden = await verificationMails(api, landlord.user.email, 'HIDDEN');
    expect(hidden.map((m) => m.subject)).toEqual(['Vos annonces sont masquées des recherches']);
    const mine = await api.execute<{ myVerification: { hiddenListings: number; status: string } }>(
      '{ myVerification { status hiddenListings } }',
      {},
      { token: landlord.token },
    );
    expect(mine.data!.myVerification).toEqual({ status: 'NONE', hiddenListings: 1 });
    const own = await api.execute<{ listing: { hiddenUntilVerified: boolean } }>(
      'query($id: ID!) { listing(id: $id) { hiddenUntilVerified } }',
      { id: listing.id },
      { token: landlord.token },
    );
    expect(own.data!.listing.hiddenUntilVerified).toBe(true);
  });

  it('brings the hidden listings back at approval, and never one staff hid for another reason', async () => {
    const start = new Date(Date.now() - 10 * DAY);
    const { landlord, listing } = await posterWithListing(start);
    // Staff hid this one for a reason of their own before the grace period ended.
    const second = await approvedListingOf(api, landlord);
    await api.deps.db
      .update(listings)
      .set({ postedAt: start, isHidden: true })
      .where(eq(listings.id, second.id));
    await sweepAt(new Date(start.getTime() + 8 * DAY));
    expect(await searchIds()).not.toContain(listing.id);

    const id = (await submitAs(api, landlord)).data!.submitVerification.id;
    expect(await searchIds()).not.toContain(listing.id);
    await decideAs(api, admin, id, 'APPROVE');
    const ids = await searchIds();
    expect(ids).toContain(listing.id);
    expect(ids).not.toContain(second.id);

    const badge = await api.execute<{ listing: { ownerVerification: { checked: string } | null } }>(
      'query($id: ID!) { listing(id: $id) { ownerVerification { checked } } }',
      { id: listing.id },
    );
    expect(badge.data!.listing.ownerVerification!.checked).toMatch(
      /^ID and ownership checked by Rentals on /,
    );
    // Verified posters are left alone by later sweeps.
    await sweepAt(new Date(start.getTime() + 20 * DAY));
    expect(await searchIds()).toContain(listing.id);
  });

  it('keeps hidden at approval a listing its owner marked rented or staff hid meanwhile', async () => {
    const start = new Date(Date.now() - 10 * DAY);
    const { landlord, listing: rented } = await posterWithListing(start);
    const unavailable = await approvedListingOf(api, landlord);
    const waiting = await approvedListingOf(api, landlord);
    await api.deps.db.update(listings).set({ postedAt: start }).where(eq(listings.ownerId, landlord.user.id));
    await sweepAt(new Date(start.getTime() + 8 * DAY));
    expect(await searchIds()).not.toContain(waiting.id);

    const markRented = await api.execute(
      `mutation($id: ID!, $data: MarkListingRentedInput!) { markListingRented(where: { id: $id }, data: $data) { id } }`,
      { id: rented.id, data: { signedLeaseDate: '2026-02-27', rentedPrice: 2100, disableListing: '0' } },
      { token: landlord.token },
    );
    expect(markRented.errors).toBeUndefined();
    const staffHide = await api.execute(
      `mutation($id: ID!) { deactivateSearchListing(where: { id: $id },
        data: { availablityStatus: OTHER, message: "Misleading pictures" }) { id } }`,
      { id: unavailable.id },
      { token: admin.token },
    );
    expect(staffHide.errors).toBeUndefined();
    // A hidden listing is not checked: its check may be gone by the time its owner is approved.
    await api.deps.db.delete(jobs).where(eq(jobs.key, availabilityCheckKey(waiting.id)));

    const id = (await submitAs(api, landlord)).data!.submitVerification.id;
    await decideAs(api, admin, id, 'APPROVE');
    const ids = await searchIds();
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(rented.id);
    expect(ids).not.toContain(unavailable.id);
    const checks = await api.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.key, availabilityCheckKey(waiting.id)), isNull(jobs.doneAt)));
    expect(checks).toHaveLength(1);
  });

  it('leaves staff listings and verified posters alone', async () => {
    const start = new Date(Date.now() - 30 * DAY);
    const staff = await api.factories.user({ userType: 'SUB_ADMIN' });
    const staffListing = await approvedListingOf(api, staff);
    await api.deps.db.update(listings).set({ postedAt: start }).where(eq(listings.id, staffListing.id));
    await sweepAt(new Date());
    expect(await searchIds()).toContain(staffListing.id);
  });
});
