import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { createListingAs } from '../listings/test-listings';

/* The staff dashboard: counts by state and type, and the 30-day series, from aggregate queries. */

let api: TestApi;
let admin: CreatedUser;
let landlord: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  landlord = await api.factories.user({ userType: 'LANDLORD' });
});
afterAll(() => api.close());

const DASHBOARD = `query($days: Int) { adminDashboard {
  listings { pending active hidden premium total }
  requestedListings
  users { byType { userType count } total }
  series(days: $days) { day newListings newUsers } } }`;

interface Dashboard {
  listings: Record<'pending' | 'active' | 'hidden' | 'premium' | 'total', number> | null;
  requestedListings: number | null;
  users: { byType: { userType: string; count: number }[]; total: number } | null;
  series: { day: string; newListings: number; newUsers: number }[] | null;
}

const dashboardAs = async (user: CreatedUser, days?: number) => {
  const r = await api.execute<{ adminDashboard: Dashboard }>(DASHBOARD, { days }, { token: user.token });
  return { ...r, dashboard: r.data?.adminDashboard };
};

/** Today in the team's time zone, YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

describe('adminDashboard', () => {
  it('counts listings by state, one state each, and the ones awaiting review', async () => {
    const pending = await createListingAs(api, landlord, { title: 'Pending' }, 1);
    const rejected = await createListingAs(api, landlord, { title: 'Rejected' }, 1);
    await api.deps.db.update(listings).set({ rejectedAt: new Date() }).where(eq(listings.id, rejected.id));
    await createListingAs(api, admin, { title: 'Active' }, 1);
    const hidden = await createListingAs(api, admin, { title: 'Hidden' }, 1);
    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, hidden.id));
    const premium = await createListingAs(api, admin, { title: 'Premium' }, 1);
    await api.deps.db
      .update(listings)
      .set({ isPremium: true, premiumEnd: new Date(Date.now() + 86_400_000) })
      .where(eq(listings.id, premium.id));
    // A boost that has ended counts as active again.
    const expired = await createListingAs(api, admin, { title: 'Expired boost' }, 1);
    await api.deps.db
      .update(listings)
      .set({ isPremium: true, premiumEnd: new Date(Date.now() - 1000) })
      .where(eq(listings.id, expired.id));

    const { dashboard, errors } = await dashboardAs(admin);
    expect(errors).toBeUndefined();
    expect(dashboard!.listings).toEqual({ pending: 2, active: 2, hidden: 1, premium: 1, total: 6 });
    expect(dashboard!.requestedListings).toBe(1);
    expect(pending.isapproved).toBe(false);
  });

  it('counts every user type, 0 for none, and the total', async () => {
    const { dashboard } = await dashboardAs(admin);
    const [all] = await api.deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(dashboard!.users!.total).toBe(all!.n);
    expect(dashboard!.users!.byType).toEqual([
      { userType: 'UNVERIFIED', count: 0 },
      { userType: 'LANDLORD', count: 1 },
      { userType: 'RENTER', count: 0 },
      { userType: 'ADMIN', count: 1 },
      { userType: 'GUEST', count: 0 },
      { userType: 'SUB_ADMIN', count: 0 },
    ]);
  });

  it('gives one row per day up to today, with the days that had nothing as 0', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    // Three days ago (at noon in Toronto, so the day does not depend on when the test runs).
    const threeDaysAgo = sql`((now() at time zone 'America/Toronto')::date - 3 + time '12:00') at time zone 'America/Toronto'`;
    await api.deps.db.update(users).set({ createdAt: threeDaysAgo }).where(eq(users.id, renter.user.id));

    const { dashboard } = await dashboardAs(admin);
    const series = dashboard!.series!;
    expect(series).toHaveLength(30);
    expect(series.at(-1)).toEqual({ day: today(), newListings: 6, newUsers: 2 });
    expect(series.at(-4)!.newUsers).toBe(1);
    expect(series.slice(0, -4).every((d) => d.newListings === 0 && d.newUsers === 0)).toBe(true);
    const days = series.map((d) => d.day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(30);

    expect((await dashboardAs(admin, 7)).dashboard!.series).toHaveLength(7);
    expect(errorCodes(await dashboardAs(admin, 0))).toEqual(['VALIDATION_FAILED']);
    expect(errorCodes(await dashboardAs(admin, 91))).toEqual(['VALIDATION_FAILED']);
  });

  it('shows a sub-admin only the sections of the modules they may view', async () => {
    const usersOnly = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'users', view: true, add: false, edit: false, delete: false }],
    });
    const partial = await dashboardAs(usersOnly);
    expect(partial.errors).toBeUndefined();
    expect(partial.dashboard).toMatchObject({ listings: null, requestedListings: null, series: null });
    expect(partial.dashboard!.users!.total).toBeGreaterThan(0);

    const none = await dashboardAs(await api.factories.user({ userType: 'SUB_ADMIN' }));
    expect(none.dashboard).toEqual({ listings: null, requestedListings: null, users: null, series: null });

    expect(errorCodes(await dashboardAs(landlord))).toEqual(['NO_ACCESS']);
  });
});
