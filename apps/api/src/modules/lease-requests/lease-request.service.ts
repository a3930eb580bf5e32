import type {
  LeaseRequest,
  LeaseRequestFilter,
  UpdateLeaseRequestInput,
} from '@rentals/domain/lease-requests/schemas';
import { LEASE_REQUESTS_PAGE_SIZE } from '@rentals/domain/lease-requests/schemas';
import { leaseRequestTransition, type LeaseRequestStatus } from '@rentals/domain/lease-requests/statuses';
import { actsAsStaff } from '@rentals/domain/users/rules';
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaseRequests, type LeaseRequestRow } from '../../db/schema/lease-requests';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import { pageOf, type Paging } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { notifyStaff } from '../mail/notification.service';
import { staffLocales } from '../viewing-requests/viewing-request.service';
import { leaseRequestStatusEmail, leaseRequestToStaffEmail } from './lease-request-email';

/*
 * Requests to the team to prepare a lease (issue 19, /lease-details-form): landlords (and staff, on
 * a landlord's behalf) send them, see their own on /lease-details, and staff with the leases module
 * work through them on /lease-details-table. A status change e-mails the requester in their
 * language, in the transaction that makes it.
 */

export const LEASE_REQUEST_ORDERS = ['NEWEST', 'OLDEST'] as const;
export type LeaseRequestOrder = (typeof LEASE_REQUEST_ORDERS)[number];

/** A request as staff see it: with who sent it. */
export interface StaffLeaseRequest extends LeaseRequestRow {
  requester: { id: string; firstName: string | null; lastName: string | null; email: string } | null;
}

export interface Page<T> {
  items: T[];
  count: number;
}

const DAY_MS = 86_400_000;

/** Whether the viewer may send a request: landlords and staff. */
export function maySendLeaseRequest(viewer: Viewer): boolean {
  return viewer.userType === 'LANDLORD' || actsAsStaff(viewer);
}

/**
 * Saves a request from `viewer` in their language. LEASE_REQUEST_NOT_LANDLORD for anyone but a
 * landlord or staff; LEASE_REQUEST_LISTING_NOT_FOUND for a listing that is not the landlord's (staff
 * may name any listing).
 */
export async function createLeaseRequest(
  deps: AppDeps,
  viewer: Viewer,
  input: LeaseRequest,
): Promise<LeaseRequestRow> {
  if (!maySendLeaseRequest(viewer)) throw new AppError('LEASE_REQUEST_NOT_LANDLORD');
  const created = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (input.listingId) {
      const [listing] = await tx
        .select({ ownerId: listings.ownerId })
        .from(listings)
        .where(eq(listings.id, input.listingId));
      if (!listing || (!actsAsStaff(viewer) && listing.ownerId !== viewer.id))
        throw new AppError('LEASE_REQUEST_LISTING_NOT_FOUND');
    }
    const [row] = await tx
      .insert(leaseRequests)
      .values({
        requesterId: viewer.id,
        listingId: input.listingId,
        province: input.province,
        propertyAddress: input.propertyAddress,
        landlordName: input.landlordName,
        tenants: input.tenants,
        monthlyRent: input.monthlyRent,
        startDate: input.startDate,
        termMonths: input.termMonths,
        specialTerms: input.specialTerms,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone,
        locale: viewer.locale,
      })
      .returning();
    const locales = await staffLocales(tx);
    await notifyStaff(deps, tx, 'LEASE_REQUEST_TO_STAFF', (to) =>
      leaseRequestToStaffEmail(
        to,
        locales.get(to.toLowerCase()) ?? null,
        { ...input, address: input.propertyAddress },
        deps.config.publicUrl,
      ),
    );
    return row!;
  });
  deps.mail.flushSoon(deps.db);
  return created;
}

/** The viewer's own requests, newest first, with their count. */
export async function myLeaseRequests(
  db: Db,
  viewer: Viewer,
  paging: Paging,
): Promise<Page<LeaseRequestRow>> {
  const { first, skip } = pageOf(paging, LEASE_REQUESTS_PAGE_SIZE);
  const mine = eq(leaseRequests.requesterId, viewer.id);
  const [items, [total]] = await Promise.all([
    first
      ? db
          .select()
          .from(leaseRequests)
          .where(mine)
          .orderBy(desc(leaseRequests.createdAt), desc(leaseRequests.id))
          .limit(first)
          .offset(skip)
      : [],
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(leaseRequests)
      .where(mine),
  ]);
  return { items, count: total?.count ?? 0 };
}

/** The staff filters as SQL: status, province, and days sent from and to (UTC, both included). */
export function leaseRequestWhere(filter: LeaseRequestFilter): SQL | undefined {
  return and(
    filter.status ? eq(leaseRequests.status, filter.status) : undefined,
    filter.province ? eq(leaseRequests.province, filter.province) : undefined,
    filter.createdFrom
      ? gte(leaseRequests.createdAt, new Date(`${filter.createdFrom}T00:00:00.000Z`))
      : undefined,
    filter.createdTo
      ? lt(leaseRequests.createdAt, new Date(Date.parse(`${filter.createdTo}T00:00:00.000Z`) + DAY_MS))
      : undefined,
  );
}

/** Requests with their requester under `where`, in `order`. */
export async function selectStaffLeaseRequests(
  db: Db,
  where: SQL | undefined,
  order: LeaseRequestOrder,
  first: number,
  skip: number,
): Promise<StaffLeaseRequest[]> {
  const by = order === 'OLDEST' ? asc : desc;
  const rows = await db
    .select({
      request: leaseRequests,
      requester: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(leaseRequests)
    .leftJoin(users, eq(users.id, leaseRequests.requesterId))
    .where(where)
    .orderBy(by(leaseRequests.createdAt), by(leaseRequests.id))
    .limit(first)
    .offset(skip);
  return rows.map((r) => ({ ...r.request, requester: r.requester?.id ? r.requester : null }));
}

/** How many requests match `where`. */
export async function countLeaseRequests(db: Db, where: SQL | undefined): Promise<number> {
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leaseRequests)
    .where(where);
  return total?.count ?? 0;
}

/** A page of the staff table, newest first by default. */
export async function findLeaseRequests(
  db: Db,
  filter: LeaseRequestFilter,
  order: LeaseRequestOrder,
  paging: Paging,
): Promise<StaffLeaseRequest[]> {
  const { first, skip } = pageOf(paging, LEASE_REQUESTS_PAGE_SIZE);
  return first ? selectStaffLeaseRequests(db, leaseRequestWhere(filter), order, first, skip) : [];
}

async function findStaffLeaseRequest(db: Db, id: string): Promise<StaffLeaseRequest> {
  const [found] = await selectStaffLeaseRequests(db, eq(leaseRequests.id, id), 'NEWEST', 1, 0);
  if (!found) throw new AppError('LEASE_REQUEST_NOT_FOUND');
  return found;
}

/**
 * Changes a request's status and staff note, noting who handled it. A new status
 * e-mails the requester (at the contact e-mail they gave, in their account's language).
 * LEASE_REQUEST_NOT_FOUND, LEASE_REQUEST_TRANSITION_NOT_ALLOWED.
 */
export async function updateLeaseRequest(
  deps: AppDeps,
  viewer: Viewer,
  input: UpdateLeaseRequestInput,
): Promise<StaffLeaseRequest> {
  let mailed = false;
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [current] = await tx
      .select()
      .from(leaseRequests)
      .where(eq(leaseRequests.id, input.id))
      .for('update');
    if (!current) throw new AppError('LEASE_REQUEST_NOT_FOUND');
    const from = current.status as LeaseRequestStatus;
    const to = input.status ?? from;
    const move = leaseRequestTransition(from, to);
    if (!move.ok) throw new AppError(move.code);
    const after = {
      status: to,
      staffNote: input.staffNote === undefined ? current.staffNote : input.staffNote || null,
    };
    if (!move.changed && after.staffNote === current.staffNote) return;
    // The row keeps who last handled it and when (the audit trail's entity types are its own table's).
    await tx
      .update(leaseRequests)
      .set({ ...after, handledById: viewer.id, updatedAt: new Date() })
      .where(eq(leaseRequests.id, input.id));
    if (!move.changed) return;
    const [requester] = current.requesterId
      ? await tx.select({ locale: users.locale }).from(users).where(eq(users.id, current.requesterId))
      : [];
    // A requester whose account is gone is written to no more.
    if (!requester) return;
    await deps.mail.enqueue(
      tx,
      leaseRequestStatusEmail(
        current.contactEmail,
        requester.locale,
        { address: current.propertyAddress, status: to, note: after.staffNote },
        deps.config.publicUrl,
      ),
    );
    mailed = true;
  });
  if (mailed) deps.mail.flushSoon(deps.db);
  return findStaffLeaseRequest(deps.db, input.id);
}
