import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import { auditLog } from '../../db/schema/admin';
import { searchHistory } from '../../db/schema/search';
import { users } from '../../db/schema/users';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';

/* Staff view of saved searches: grouped by user, filtered, and deleted with an audit entry. */

let api: TestApi;
let admin: CreatedUser;
let chloe: CreatedUser;
let marc: CreatedUser;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  chloe = await api.factories.user({ userType: 'RENTER', email: 'chloe.renter@example.test' });
  marc = await api.factories.user({ userType: 'RENTER', email: 'marc@example.test' });
  await api.deps.db
    .update(users)
    .set({ firstName: 'Chloé', lastName: 'Roy' })
    .where(eq(users.id, chloe.user.id));
  await api.deps.db.insert(searchHistory).values([
    // 2026-03-01 09:00 and 2026-03-02 23:30 in Toronto (EST, UTC-5).
    {
      userId: chloe.user.id,
      location: 'Toronto',
      filters: { city: 'Toronto' },
      createdAt: at('2026-03-01T14:00:00Z'),
    },
    {
      userId: chloe.user.id,
      location: 'Montréal',
      filters: { city: 'Montréal', bedrooms: ['STUDIO'] },
      createdAt: at('2026-03-03T04:30:00Z'),
    },
    { userId: marc.user.id, location: '100% Toronto', filters: {}, createdAt: at('2026-02-10T15:00:00Z') },
  ]);
});
afterAll(() => api.close());

const USERS = `query($search: String, $location: String, $from: String, $to: String, $first: Int, $skip: Int) {
  searchHistoryUsers(search: $search, location: $location, from: $from, to: $to, first: $first, skip: $skip) {
    count items { userId firstName lastName email userType searchCount lastSearchAt } } }`;
const OF_USER = `query($id: ID!, $location: String, $from: String, $to: String) {
  searchHistoryOfUser(userId: $id, location: $location, from: $from, to: $to) {
    count items { id userId location filters createdAt } } }`;

interface UsersPage {
  searchHistoryUsers: {
    count: number;
    items: { userId: string; searchCount: number; lastSearchAt: string }[];
  };
}
interface EntriesPage {
  searchHistoryOfUser: { count: number; items: { id: string; location: string | null; filters: string }[] };
}

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  api.execute<T>(query, variables, { token: admin.token });

describe('searchHistoryUsers', () => {
  it('lists users with searches, the most recent searcher first, with their count and last search', async () => {
    const r = await asAdmin<UsersPage>(USERS);
    expect(r.data!.searchHistoryUsers).toEqual({
      count: 2,
      items: [
        {
          userId: chloe.user.id,
          firstName: 'Chloé',
          lastName: 'Roy',
          email: 'chloe.renter@example.test',
          userType: 'RENTER',
          searchCount: 2,
          lastSearchAt: '2026-03-03T04:30:00.000Z',
        },
        expect.objectContaining({ userId: marc.user.id, searchCount: 1 }),
      ],
    });
    const second = await asAdmin<UsersPage>(USERS, { first: 1, skip: 1 });
    expect(second.data!.searchHistoryUsers.items.map((u) => u.userId)).toEqual([marc.user.id]);
    expect(second.data!.searchHistoryUsers.count).toBe(2);
  });

  it('finds a user by name or e-mail, and counts only the entries the filters keep', async () => {
    const byName = await asAdmin<UsersPage>(USERS, { search: 'chloé roy' });
    expect(byName.data!.searchHistoryUsers.items.map((u) => u.userId)).toEqual([chloe.user.id]);
    const byEmail = await asAdmin<UsersPage>(USERS, { search: 'MARC@' });
    expect(byEmail.data!.searchHistoryUsers.items.map((u) => u.userId)).toEqual([marc.user.id]);

    const toronto = await asAdmin<UsersPage>(USERS, { location: 'toronto' });
    expect(toronto.data!.searchHistoryUsers.items.map((u) => [u.userId, u.searchCount])).toEqual([
      [chloe.user.id, 1],
      [marc.user.id, 1],
    ]);
    // Wildcards are plain characters.
    const literal = await asAdmin<UsersPage>(USERS, { location: '100%' });
    expect(literal.data!.searchHistoryUsers.items.map((u) => u.userId)).toEqual([marc.user.id]);
    const underscore = await asAdmin<UsersPage>(USERS, { location: '_' });
    expect(underscore.data!.searchHistoryUsers.count).toBe(0);
  });

  it('keeps whole days of the team time zone, both ends included, and refuses a backwards range', async () => {
    // 2026-03-03T04:30Z is still March 2 in Toronto.
    const march2 = await asAdmin<UsersPage>(USERS, { from: '2026-03-02', to: '2026-03-02' });
    expect(march2.data!.searchHistoryUsers.items.map((u) => [u.userId, u.searchCount])).toEqual([
      [chloe.user.id, 1],
    ]);
    const march = await asAdmin<UsersPage>(USERS, { from: '2026-03-01' });
    expect(march.data!.searchHistoryUsers.items.map((u) => u.searchCount)).toEqual([2]);
    const backwards = await asAdmin<Record<string, unknown>>(USERS, { from: '2026-03-02', to: '2026-03-01' });
    expect(errorCodes(backwards)).toEqual(['VALIDATION_FAILED']);
    expect(backwards.errors![0]!.extensions!.fields).toMatchObject([{ path: 'to', key: 'dateBeforeStart' }]);
  });
});

describe('searchHistoryOfUser', () => {
  it("lists a user's searches newest first with their filters, and the count", async () => {
    const r = await asAdmin<EntriesPage>(OF_USER, { id: chloe.user.id });
    const page = r.data!.searchHistoryOfUser;
    expect(page.count).toBe(2);
    expect(page.items.map((e) => e.location)).toEqual(['Montréal', 'Toronto']);
    expect(JSON.parse(page.items[0]!.filters)).toEqual({ city: 'Montréal', bedrooms: ['STUDIO'] });
    const filtered = await asAdmin<EntriesPage>(OF_USER, { id: chloe.user.id, location: 'MONT' });
    expect(filtered.data!.searchHistoryOfUser.count).toBe(1);
    expect(errorCodes(await asAdmin(OF_USER, { id: 'not-a-user' }))).toEqual(['USER_NOT_FOUND']);
  });

  it('shows a search a renter made through the API', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    await api.execute(
      'query($u: ID) { searchListings(where: { city: "Halifax" }, userId: $u) { id } }',
      { u: renter.user.id },
      { token: renter.token },
    );
    const r = await asAdmin<EntriesPage>(OF_USER, { id: renter.user.id });
    expect(r.data!.searchHistoryOfUser.items.map((e) => e.location)).toEqual(['Halifax']);
  });
});

describe('deleteSearchHistoryEntries', () => {
  const DELETE = 'mutation($ids: [ID!]!) { deleteSearchHistoryEntries(ids: $ids) }';

  it('deletes entries of any user, skips unknown ids, and records who did it', async () => {
    const [entry] = await api.deps.db
      .insert(searchHistory)
      .values({ userId: marc.user.id, location: 'Ottawa', filters: { city: 'Ottawa' } })
      .returning();
    const r = await asAdmin(DELETE, {
      ids: [entry!.id, '5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69', 'nonsense'],
    });
    expect(r.data).toEqual({ deleteSearchHistoryEntries: [entry!.id] });
    expect(await api.deps.db.select().from(searchHistory).where(eq(searchHistory.id, entry!.id))).toEqual([]);
    const [audit] = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, marc.user.id), eq(auditLog.action, 'user.searchHistory.delete')));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      entityType: 'USER',
      before: { searchHistory: [{ id: entry!.id, location: 'Ottawa' }] },
    });
    expect(errorCodes(await asAdmin(DELETE, { ids: [] }))).toEqual(['VALIDATION_FAILED']);
  });

  it('needs the users delete permission', async () => {
    const subAdmin = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: DEMO_SUB_ADMIN_PERMISSIONS,
    });
    const [entry] = await api.deps.db
      .insert(searchHistory)
      .values({ userId: marc.user.id, location: 'Laval', filters: {} })
      .returning();
    const r = await api.execute(DELETE, { ids: [entry!.id] }, { token: subAdmin.token });
    expect(errorCodes(r)).toEqual(['NO_ACCESS']);
    expect(
      await api.deps.db.select().from(searchHistory).where(eq(searchHistory.id, entry!.id)),
    ).toHaveLength(1);
  });
});
