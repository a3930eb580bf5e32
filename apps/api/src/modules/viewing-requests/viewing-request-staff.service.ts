import { hasModulePermission } from '@rentals/domain/users/rules';
import type {
  UpdateViewingRequestInput,
  ViewingRequestFilter,
} from '@rentals/domain/viewings/viewing-requests';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { staffPermissions, users } from '../../db/schema/users';
import { viewingRequests, type ViewingRequestRow } from '../../db/schema/viewing-requests';
import { containing, pageOf, type Paging } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { changedFields, recordAudit } from '../audit/audit.service';

/*
 * Staff handling requests for viewing and /rental-enquiry leads (issue 17): the list with its filters, and one change at a
 * time (status, assignee, note), each recorded in the audit trail in the same transaction.
 * Requests may be assigned to staff who read the inbox, as the requests belong with the
 * conversations they handle.
 */

export interface StaffPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}
export interface StaffViewingRequest extends ViewingRequestRow {
  requester: StaffPerson & { phone: string | null };
  assignee: StaffPerson | null;
}

const requester = alias(users, 'requester');
const assignee = alias(users, 'assignee');

function filterWhere(filter: ViewingRequestFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.id) conditions.push(eq(viewingRequests.id, filter.id));
  if (filter.status) conditions.push(eq(viewingRequests.status, filter.status));
  if (filter.kind) conditions.push(eq(viewingRequests.kind, filter.kind));
  if (filter.assignedTo === 'NONE') conditions.push(isNull(viewingRequests.assignedTo));
  else if (filter.assignedTo) conditions.push(eq(viewingRequests.assignedTo, filter.assignedTo));
  if (filter.city) conditions.push(ilike(viewingRequests.city, containing(filter.city)));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(
        ilike(requester.email, pattern),
        ilike(
          sql`coalesce(${requester.firstName}, '') || ' ' || coalesce(${requester.lastName}, '')`,
          pattern,
        ),
        ilike(viewingRequests.message, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** A joined staff member, or null when the left join found nobody. */
export const person = (
  p: { id: string | null; firstName: string | null; lastName: string | null; email: string | null } | null,
): StaffPerson | null =>
  p?.id ? { id: p.id, firstName: p.firstName, lastName: p.lastName, email: p.email ?? '' } : null;

async function selectRequests(db: Db, where: SQL | undefined, first: number, skip: number) {
  const rows = await db
    .select({
      request: viewingRequests,
      requester: {
        id: requester.id,
        firstName: requester.firstName,
        lastName: requester.lastName,
        email: requester.email,
        phone: requester.phone,
      },
      assignee: {
        id: assignee.id,
        firstName: assignee.firstName,
        lastName: assignee.lastName,
        email: assignee.email,
      },
    })
    .from(viewingRequests)
    .innerJoin(requester, eq(requester.id, viewingRequests.requesterId))
    .leftJoin(assignee, eq(assignee.id, viewingRequests.assignedTo))
    .where(where)
    .orderBy(desc(viewingRequests.createdAt), desc(viewingRequests.id))
    .limit(first)
    .offset(skip);
  return rows.map((r): StaffViewingRequest => ({
    ...r.request,
    requester: r.requester,
    assignee: person(r.assignee),
  }));
}

/** A page of requests, newest first, and how many match in all. */
export async function findViewingRequests(
  db: Db,
  filter: ViewingRequestFilter,
  paging: Paging,
): Promise<{ items: StaffViewingRequest[]; count: number }> {
  const where = filterWhere(filter);
  const { first, skip } = pageOf(paging);
  const [items, [total]] = await Promise.all([
    first ? selectRequests(db, where, first, skip) : [],
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(viewingRequests)
      .innerJoin(requester, eq(requester.id, viewingRequests.requesterId))
      .where(where),
  ]);
  return { items, count: total?.count ?? 0 };
}

/** One request as staff see it; VIEWING_REQUEST_NOT_FOUND for an unknown id. */
export async function findViewingRequest(db: Db, id: string): Promise<StaffViewingRequest> {
  const [found] = await selectRequests(db, eq(viewingRequests.id, id), 1, 0);
  if (!found) throw new AppError('VIEWING_REQUEST_NOT_FOUND');
  return found;
}

/** Staff a request may be assigned to: admins, and sub-admins with inbox view, by name. */
export async function viewingRequestAssignees(db: Db): Promise<StaffPerson[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userType: users.userType,
      inboxView: staffPermissions.view,
    })
    .from(users)
    .leftJoin(
      staffPermissions,
      and(eq(staffPermissions.userId, users.id), eq(staffPermissions.module, 'inbox')),
    )
    .where(inArray(users.userType, ['ADMIN', 'SUB_ADMIN']))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  return rows
    .filter((r) =>
      hasModulePermission(
        {
          userType: r.userType,
          permissions: r.inboxView
            ? [{ module: 'inbox', view: true, add: false, edit: false, delete: false }]
            : [],
        },
        'inbox',
        'view',
      ),
    )
    .map(({ id, firstName, lastName, email }) => ({ id, firstName, lastName, email }));
}

/**
 * Changes a request's status, assignee or note, with an audit entry of the fields that changed
 * (none when nothing did). VIEWING_REQUEST_NOT_FOUND, VIEWING_REQUEST_ASSIGNEE_NOT_STAFF.
 */
export async function updateViewingRequest(
  db: Db,
  viewer: Viewer,
  input: UpdateViewingRequestInput,
): Promise<StaffViewingRequest> {
  if (input.assignedTo) {
    const staff = await viewingRequestAssignees(db);
    if (!staff.some((s) => s.id === input.assignedTo))
      throw new AppError('VIEWING_REQUEST_ASSIGNEE_NOT_STAFF');
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [current] = await tx
      .select()
      .from(viewingRequests)
      .where(eq(viewingRequests.id, input.id))
      .for('update');
    if (!current) throw new AppError('VIEWING_REQUEST_NOT_FOUND');
    const before = { status: current.status, assignedTo: current.assignedTo, note: current.staffNote };
    const after = {
      status: input.status ?? current.status,
      assignedTo: input.assignedTo === undefined ? current.assignedTo : input.assignedTo,
      note: input.note ?? current.staffNote,
    };
    const changes = changedFields(before, after);
    if (!Object.keys(changes.after).length) return;
    await tx
      .update(viewingRequests)
      .set({ status: after.status, assignedTo: after.assignedTo, staffNote: after.note })
      .where(eq(viewingRequests.id, input.id));
    await recordAudit(tx, viewer, {
      action: 'viewingRequest.update',
      entityType: 'VIEWING_REQUEST',
      entityId: input.id,
      ...changes,
    });
  });
  return findViewingRequest(db, input.id);
}
