import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { rowsOf } from '../../db/sql-helpers';
import { createSession } from '../../modules/auth/session.service';
import {
  applicationPayload,
  listingTakingApplications,
  submitApplication,
} from '../../modules/rental-applications/test-applications';
import { actorsFor } from '../authorization/table';
import { ROLES, type Role } from '../authorization/roles';
import type { CreatedUser } from '../factories';
import type { TestApi } from '../harness';
import type { ValuePools } from './values';

/** Ids taken from each table for the fuzzer to aim at: enough to hit owned and foreign rows. */
const IDS_PER_TABLE = 4;

export interface FuzzFixtures {
  /** The signed-in user of each role (none for a visitor), who owns the fixture rows of that role. */
  users: Map<Role, CreatedUser | null>;
  pools: ValuePools;
}

/**
 * A small marketplace for the fuzzer to act on: a user of each role of the role table, the
 * landlord's approved listing taking applications (created by an admin, whose it was), and the
 * renter's application to it, which opens their conversation. The ids of every table's first rows
 * become the pool arguments are drawn from.
 */
export async function createFuzzFixtures(api: TestApi): Promise<FuzzFixtures> {
  const signedIn = new Map<Role, CreatedUser | null>();
  for (const role of ROLES) signedIn.set(role, (await actorsFor(api, role)).self);
  const landlord = signedIn.get('LANDLORD')!;
  const renter = signedIn.get('RENTER')!;
  const listing = await listingTakingApplications(api, landlord);
  const applied = await submitApplication(api, renter, await applicationPayload(api, renter, listing));
  if (!applied.data?.createRental) throw new Error(JSON.stringify(applied.errors));
  return { users: signedIn, pools: { ids: await fixtureIds(api) } };
}

/** The first ids of every table that has an `id` column, as text (uuids and serials alike). */
async function fixtureIds(api: TestApi): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await api.deps.db.execute(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' order by table_name`),
  );
  const ids: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = rowsOf<{ id: string }>(
      await api.deps.db.execute(
        sql`select id::text as id from ${sql.identifier(table)} order by id limit ${IDS_PER_TABLE}`,
      ),
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/**
 * A new session for the role's fixture user, so a run starts signed in even after an earlier one
 * signed out or revoked sessions; a new user of the role when that one was deleted or changed type
 * by an earlier run (an admin's random call may do either).
 */
export async function sessionFor(api: TestApi, fixtures: FuzzFixtures, role: Role): Promise<string | null> {
  const user = fixtures.users.get(role);
  if (!user) return null;
  const [row] = await api.deps.db.select().from(users).where(eq(users.id, user.user.id));
  if (row && row.userType === user.user.userType) {
    return createSession(api.deps.db, row.id, 3600, 'fuzz');
  }
  const replacement = (await actorsFor(api, role)).self!;
  fixtures.users.set(role, replacement);
  return replacement.token;
}
