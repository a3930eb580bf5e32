import { isInReviewQueue } from '@rentals/domain/listings/review-queue';
import {
  isAwaitingReview,
  isPremiumActive,
  isPubliclyVisible,
  listingState,
  LISTING_STATES,
} from '@rentals/domain/listings/states';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, type ListingRow } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import {
  awaitingReview,
  inReviewQueue,
  listingState as listingStateSql,
  premiumActive,
  publiclyVisible,
} from './listing-states';
import { createListingAs } from './test-listings';

/*
 * The SQL listing states (listing-states.ts) against their pure twins (packages/domain): one
 * listing per combination of flags that decides a state, read back by SQL, by the map tracker and
 * by the dashboard, and compared with what the pure rules say of the same rows.
 */

let api: TestApi;
let admin: CreatedUser;
let rows: ListingRow[];

const DAY = 86_400_000;

/** Flags that decide a state, each set on a listing of its own. */
const CASES: Record<string, Partial<ListingRow>> = {
  'a new request': {},
  rejected: { rejectedAt: new Date() },
  'rejected, hidden and boosted': { rejectedAt: new Date(), isHidden: true, isPremium: true },
  active: { isapproved: true },
  hidden: { isapproved: true, isHidden: true },
  deactivated: { isapproved: true, activate: false },
  boosted: { isapproved: true, isPremium: true, premiumEnd: new Date(Date.now() + DAY) },
  'boost ended': { isapproved: true, isPremium: true, premiumEnd: new Date(Date.now() - DAY) },
  'boost without an end': { isapproved: true, isPremium: true, premiumEnd: null },
  'hidden and boosted': {
    isapproved: true,
    isHidden: true,
    isPremium: true,
    premiumEnd: new Date(Date.now() + DAY),
  },
};

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  const landlord = await api.factories.user({ userType: 'LANDLORD' });
  for (const [title, flags] of Object.entries(CASES)) {
    const { id } = await createListingAs(api, landlord, { title }, 1);
    if (Object.keys(flags).length) await api.deps.db.update(listings).set(flags).where(eq(listings.id, id));
  }
  rows = await api.deps.db.select().from(listings).orderBy(asc(listings.title));
});
afterAll(() => api.close());

describe('the SQL listing states', () => {
  it('say of every row what the pure rules say', async () => {
    const sql = await api.deps.db
      .select({
        title: listings.title,
        publiclyVisible,
        premiumActive,
        awaitingReview,
        inReviewQueue,
        state: listingStateSql,
      })
      .from(listings)
      .orderBy(asc(listings.title));
    expect(sql).toEqual(
      rows.map((row) => ({
        title: row.title,
        publiclyVisible: isPubliclyVisible(row),
        premiumActive: isPremiumActive(row),
        awaitingReview: isAwaitingReview(row),
        inReviewQueue: isInReviewQueue(row),
        state: listingState(row),
      })),
    );
    // Every state is among the cases, so the comparison covers each branch.
    expect(new Set(sql.map((r) => r.state))).toEqual(new Set(LISTING_STATES));
  });

  it('label and filter the map tracker as listingState does', async () => {
    const points = async (state?: string[]) => {
      const r = await api.execute<{ internalMapListings: { title: string; state: string }[] }>(
        'query($state: [StaffListingState!]) { internalMapListings(state: $state) { title state } }',
        { state },
        { token: admin.token },
      );
      return r.data!.internalMapListings;
    };
    const expected = Object.fromEntries(rows.map((row) => [row.title, listingState(row)]));
    expect(Object.fromEntries((await points()).map((p) => [p.title, p.state]))).toEqual(expected);
    for (const state of LISTING_STATES) {
      const titles = (await points([state])).map((p) => p.title).sort();
      expect({ state, titles }).toEqual({
        state,
        titles: rows
          .filter((row) => listingState(row) === state)
          .map((row) => row.title)
          .sort(),
      });
    }
  });

  it('count on the dashboard what listingState and isInReviewQueue count', async () => {
    const r = await api.execute<{
      adminDashboard: { listings: Record<string, number>; requestedListings: number };
    }>(
      '{ adminDashboard { listings { pending active hidden premium total } requestedListings } }',
      {},
      {
        token: admin.token,
      },
    );
    const count = (state: string) => rows.filter((row) => listingState(row) === state).length;
    expect(r.data!.adminDashboard).toEqual({
      listings: {
        pending: count('PENDING'),
        active: count('ACTIVE'),
        hidden: count('HIDDEN'),
        premium: count('PREMIUM'),
        total: rows.length,
      },
      requestedListings: rows.filter(isInReviewQueue).length,
    });
  });
});
