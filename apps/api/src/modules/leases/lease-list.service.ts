import type { LeaseFilter, LeaseOrder } from '@rentals/domain/leases/list-filter';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { and, asc, count, desc, eq, exists, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaseSigners, leases } from '../../db/schema/leases';
import type { Viewer } from '../../graphql/context';
import { withSigners, type LeaseRecord } from './lease-records';

/*
 * Lists of leases: a user's own (those they prepared, those they sign) and, for staff with
 * leases view, all of them. Visibility is a condition of the query, so a page and its count
 * agree and nothing outside the viewer's reach is ever read.
 */

/** The leases a user is a party to: prepared, or theirs to sign (by account or by the e-mail they signed in with). */
function partyOf(viewer: Viewer): SQL {
  const signs = exists(
    sql`(select 1 from ${leaseSigners} where ${leaseSigners.leaseId} = ${leases.id} and (${leaseSigners.userId} = ${viewer.id} or (${leaseSigners.userId} is null and ${leaseSigners.email} = ${viewer.email.toLowerCase()})))`,
  );
  return or(eq(leases.ownerId, viewer.id), signs)!;
}

function conditions(viewer: Viewer, where: LeaseFilter): SQL | undefined {
  const all = hasModulePermission(viewer, 'leases', 'view') && !where.mine;
  const text = where.text ? `%${where.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return and(
    all ? undefined : partyOf(viewer),
    where.status ? eq(leases.status, where.status) : undefined,
    where.province ? eq(leases.province, where.province) : undefined,
    where.createdFrom ? gte(leases.createdAt, new Date(`${where.createdFrom}T00:00:00Z`)) : undefined,
    where.createdTo ? lt(leases.createdAt, nextDay(where.createdTo)) : undefined,
    text
      ? or(
          ilike(sql`${leases.terms}->'unitAddress'->>'street'`, text),
          ilike(sql`${leases.terms}->'unitAddress'->>'city'`, text),
          exists(
            sql`(select 1 from ${leaseSigners} where ${leaseSigners.leaseId} = ${leases.id} and (${leaseSigners.name} ilike ${text} or ${leaseSigners.email} ilike ${text}))`,
          ),
        )
      : undefined,
  );
}

const ORDER: Record<LeaseOrder, SQL[]> = {
  createdAt_DESC: [desc(leases.createdAt), desc(leases.id)],
  createdAt_ASC: [asc(leases.createdAt), asc(leases.id)],
  updatedAt_DESC: [desc(leases.updatedAt), desc(leases.id)],
};

export interface LeasePageArgs {
  where: LeaseFilter;
  orderBy: LeaseOrder;
  first: number | null | undefined;
  skip: number | null | undefined;
}

/** One page of the leases the viewer may see. */
export async function findLeases(db: Db, viewer: Viewer, args: LeasePageArgs): Promise<LeaseRecord[]> {
  const first = Math.min(args.first ?? PAGE_SIZE, MAX_PAGE_SIZE);
  if (first === 0) return [];
  const rows = await db
    .select()
    .from(leases)
    .where(conditions(viewer, args.where))
    .orderBy(...ORDER[args.orderBy])
    .limit(first)
    .offset(args.skip ?? 0);
  return withSigners(db, rows);
}

/** How many leases the viewer may see match `where` (leasesConnection's count). */
export async function countLeases(db: Db, viewer: Viewer, where: LeaseFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leases).where(conditions(viewer, where));
  return Number(row?.n ?? 0);
}

/** The lease whose sealed PDF has this SHA-256, for /leases/verify. */
export async function findLeaseBySealedHash(db: Db, sha256: string) {
  const [row] = await db
    .select()
    .from(leases)
    .where(and(eq(leases.sealedSha256, sha256), eq(leases.status, 'COMPLETED')));
  return row ? (await withSigners(db, [row]))[0]! : null;
}
