import type { AssignViewingInput, StaffViewingFilter } from '@rentals/domain/viewings/staff-viewings';
import { VIEWINGS_MANAGEMENT_PLAN_ID } from '@rentals/domain/viewings/staff-viewings';
import { HOLDING_VIEWING_STATUSES } from '@rentals/domain/viewings/statuses';
import { and, eq, gt, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingLocations, listings } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import { viewings } from '../../db/schema/viewings';
import { containing, pageOf, type Paging } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { changedFields, recordAudit } from '../audit/audit.service';
import { viewingRequestAssignees } from '../viewing-requests/viewing-request-staff.service';
import { viewingView, viewingViews, type ViewingView } from './viewing-views';

/*
 * Staff handling the viewings of listings on the Viewings Management plan (issue 17): the list
 * with its filters, and assigning a viewing to a staff member who reads the inbox (the same people
 * requests for viewing go to), recorded in the audit trail.
 */

/** The listing is on the plan: its plan id, or a line of its subscriptions (billing fills either). */
const onPlan = or(
  eq(listings.planId, VIEWINGS_MANAGEMENT_PLAN_ID),
  sql`coalesce(${listings.subscriptions}, '[]'::jsonb) @> ${JSON.stringify([{ plan_id: VIEWINGS_MANAGEMENT_PLAN_ID }])}::jsonb`,
)!;

const upcoming = and(
  inArray(viewings.status, [...HOLDING_VIEWING_STATUSES]),
  gt(viewings.endsAt, sql`now()`),
)!;

function filterWhere(filter: StaffViewingFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [onPlan];
  if (filter.status) conditions.push(eq(viewings.status, filter.status));
  if (filter.assignedTo === 'NONE') conditions.push(isNull(viewings.assignedStaffId));
  else if (filter.assignedTo) conditions.push(eq(viewings.assignedStaffId, filter.assignedTo));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(or(ilike(listings.title, pattern), ilike(cities.name, pattern)));
  }
  if (filter.when === 'UPCOMING') conditions.push(upcoming);
  else if (filter.when === 'PAST') conditions.push(not(upcoming));
  return and(...conditions);
}

/**
 * staffViewings: a page of the plan's viewings and how many match in all. Upcoming ones soonest
 * first (the next to handle on top), past ones latest first, both mixed in time order otherwise.
 */
export async function findStaffViewings(
  db: Db,
  filter: StaffViewingFilter,
  paging: Paging,
): Promise<{ items: ViewingView[]; count: number }> {
  const where = filterWhere(filter);
  const { first, skip } = pageOf(paging);
  const [items, [total]] = await Promise.all([
    first ? viewingViews(db, where, { newestFirst: filter.when === 'PAST', limit: first, offset: skip }) : [],
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(viewings)
      .innerJoin(listings, eq(listings.id, viewings.listingId))
      .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
      .leftJoin(cities, eq(cities.id, listingLocations.cityId))
      .where(where),
  ]);
  return { items, count: total?.count ?? 0 };
}

/**
 * assignViewing: gives a viewing of the plan to a staff member with inbox view, or to nobody, with
 * an audit entry when it changes. VIEWING_NOT_FOUND for a viewing not on the plan,
 * VIEWING_ASSIGNEE_NOT_STAFF for anyone who does not read the inbox.
 */
export async function assignViewing(db: Db, viewer: Viewer, input: AssignViewingInput): Promise<ViewingView> {
  if (input.staff) {
    const staff = await viewingRequestAssignees(db);
    if (!staff.some((s) => s.id === input.staff)) throw new AppError('VIEWING_ASSIGNEE_NOT_STAFF');
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [current] = await tx
      .select({ assignedTo: viewings.assignedStaffId })
      .from(viewings)
      .innerJoin(listings, eq(listings.id, viewings.listingId))
      .where(and(eq(viewings.id, input.viewing), onPlan))
      .for('update', { of: viewings });
    if (!current) throw new AppError('VIEWING_NOT_FOUND');
    const changes = changedFields({ assignedTo: current.assignedTo }, { assignedTo: input.staff });
    if (!Object.keys(changes.after).length) return;
    await tx.update(viewings).set({ assignedStaffId: input.staff }).where(eq(viewings.id, input.viewing));
    await recordAudit(tx, viewer, {
      action: 'viewing.assign',
      entityType: 'VIEWING',
      entityId: input.viewing,
      ...changes,
    });
  });
  return (await viewingView(db, input.viewing))!;
}
