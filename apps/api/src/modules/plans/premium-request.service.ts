import { isPlanAvailable } from '@rentals/domain/billing/plan-availability';
import type { PremiumRequestStatus } from '@rentals/domain/billing/premium-requests';
import type { Province } from '@rentals/domain/users/enums';
import { isStaff } from '@rentals/domain/users/rules';
import { and, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, premiumRequests } from '../../db/schema/billing';
import { listingLocations } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import { staffPermissions, users } from '../../db/schema/users';
import { pageOf, UUID, type Paging } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { getNotificationSetting } from '../mail/notification.service';
import { getListingRow } from '../listings/listing-read.service';
import { premiumRequestToStaffEmail } from './premium-request-email';

/*
 * Plan requests (spec/03 §4.2): from the Add Property dialog a landlord picks a managed plan and
 * asks the team to make contact. The request is kept for staff of the plans module and e-mailed to
 * them in the transaction that records it, so there is no request nobody was told about.
 */

export type PremiumRequestRow = typeof premiumRequests.$inferSelect;
export interface Requester {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
}
export interface StaffPremiumRequest extends PremiumRequestRow {
  requester: Requester | null;
}
export interface Page<T> {
  items: T[];
  count: number;
}

/** Plans a landlord buys on their own (free, or the boost checkout): no request to the team. */
const SELF_SERVE_KINDS = new Set(['BASIC', 'BOOST']);

/** The listing's address and place, for the availability rules and the request. */
async function listingPlace(tx: Db, listingId: string) {
  const [row] = await tx
    .select({ address: listingLocations.address, city: cities.name, province: cities.province })
    .from(listingLocations)
    .innerJoin(cities, eq(cities.id, listingLocations.cityId))
    .where(eq(listingLocations.listingId, listingId));
  return row ?? null;
}

/**
 * Where a new request is e-mailed: the admins and the sub-admins who may view `module` (plans for
 * plan requests, boostListings for boosts), each in their language, and the addresses of the kind's
 * setting (in both languages unless one is a staff account). Nothing while an admin has the kind
 * switched off.
 */
export async function staffRecipients(
  tx: Db,
  module: 'plans' | 'boostListings' = 'plans',
): Promise<Map<string, Viewer['locale'] | null>> {
  const setting = await getNotificationSetting(tx, 'PREMIUM_REQUEST_TO_STAFF');
  const recipients = new Map<string, Viewer['locale'] | null>();
  if (!setting.enabled) return recipients;
  const plansView = exists(
    tx
      .select({ one: sql`1` })
      .from(staffPermissions)
      .where(
        and(
          eq(staffPermissions.userId, users.id),
          eq(staffPermissions.module, module),
          eq(staffPermissions.view, true),
        ),
      ),
  );
  const staff = await tx
    .select({ email: users.email, locale: users.locale, userType: users.userType })
    .from(users)
    .where(or(eq(users.userType, 'ADMIN'), and(eq(users.userType, 'SUB_ADMIN'), plansView)));
  const locales = new Map(staff.map((s) => [s.email.toLowerCase(), s.locale]));
  for (const s of staff) recipients.set(s.email.toLowerCase(), s.locale);
  for (const address of setting.recipients) {
    const key = address.toLowerCase();
    if (!recipients.has(key)) recipients.set(key, locales.get(key) ?? null);
  }
  return recipients;
}

/**
 * Records the owner's request for plan `planId` on their listing and e-mails staff. A request for
 * the same listing and plan still NEW is answered instead of a second one. PREMIUM_REQUEST_BY_STAFF
 * for staff; LISTING_NOT_FOUND for a listing that is not the caller's; PLAN_NOT_AVAILABLE for a
 * plan that does not exist, is inactive, is bought without the team or is not offered there.
 */
export async function requestPremiumPlan(
  deps: AppDeps,
  viewer: Viewer,
  listingId: string,
  planId: number,
): Promise<PremiumRequestRow> {
  if (isStaff(viewer)) throw new AppError('PREMIUM_REQUEST_BY_STAFF');
  let created = false;
  const request = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Locked so a double click records one request, not two.
    const listing = await getListingRow(tx, listingId, true);
    if (listing.ownerId !== viewer.id) throw new AppError('LISTING_NOT_FOUND');
    const place = await listingPlace(tx, listingId);
    const [plan] = await tx.select().from(plans).where(eq(plans.id, planId));
    const offered =
      !!plan &&
      plan.active &&
      !SELF_SERVE_KINDS.has(plan.kind) &&
      isPlanAvailable(plan.id, {
        province: (place?.province as Province | undefined) ?? null,
        city: place?.city ?? null,
        isNewListing: true,
      });
    if (!offered) throw new AppError('PLAN_NOT_AVAILABLE');
    const [pending] = await tx
      .select()
      .from(premiumRequests)
      .where(
        and(
          eq(premiumRequests.listingId, listingId),
          eq(premiumRequests.planId, planId),
          eq(premiumRequests.status, 'NEW'),
        ),
      );
    if (pending) return pending;
    const [requester] = await tx.select().from(users).where(eq(users.id, viewer.id));
    const [row] = await tx
      .insert(premiumRequests)
      .values({
        listingId,
        requesterId: viewer.id,
        planId,
        premiumName: viewer.locale === 'fr' ? plan!.nameFr : plan!.nameEn,
        address: place?.address ?? listing.title,
      })
      .returning();
    const name = [requester?.firstName, requester?.lastName].filter(Boolean).join(' ') || viewer.email;
    for (const [to, locale] of await staffRecipients(tx)) {
      await deps.mail.enqueue(
        tx,
        premiumRequestToStaffEmail(
          to,
          locale,
          {
            planName: { en: plan!.nameEn, fr: plan!.nameFr },
            address: row!.address,
            requesterName: name,
            requesterEmail: requester?.email ?? viewer.email,
            requesterPhone: requester?.phone ?? null,
            createdAt: row!.createdAt,
          },
          deps.config.publicUrl,
        ),
      );
    }
    created = true;
    return row!;
  });
  if (created) deps.mail.flushSoon(deps.db);
  return request;
}

async function selectStaffRequests(
  db: Db,
  where: SQL | undefined,
  first: number,
  skip: number,
): Promise<StaffPremiumRequest[]> {
  const rows = await db
    .select({
      request: premiumRequests,
      requester: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      },
    })
    .from(premiumRequests)
    .leftJoin(users, eq(users.id, premiumRequests.requesterId))
    .where(where)
    .orderBy(desc(premiumRequests.createdAt), desc(premiumRequests.id))
    .limit(first)
    .offset(skip);
  return rows.map((r) => ({ ...r.request, requester: r.requester?.id ? r.requester : null }));
}

/** One request with its requester. PREMIUM_REQUEST_NOT_FOUND. */
export async function getPremiumRequest(db: Db, id: string): Promise<StaffPremiumRequest> {
  const [found] = UUID.test(id) ? await selectStaffRequests(db, eq(premiumRequests.id, id), 1, 0) : [];
  if (!found) throw new AppError('PREMIUM_REQUEST_NOT_FOUND');
  return found;
}

/** A page of requests, newest first, with how many match. */
export async function findPremiumRequests(
  db: Db,
  status: PremiumRequestStatus | null,
  paging: Paging,
): Promise<Page<StaffPremiumRequest>> {
  const { first, skip } = pageOf(paging);
  const where = status ? eq(premiumRequests.status, status) : undefined;
  const [items, [total]] = await Promise.all([
    first ? selectStaffRequests(db, where, first, skip) : [],
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(premiumRequests)
      .where(where),
  ]);
  return { items, count: total?.n ?? 0 };
}

/** Moves a request to a status, noting who handled it and when. PREMIUM_REQUEST_NOT_FOUND. */
export async function updatePremiumRequest(
  db: Db,
  viewer: Viewer,
  id: string,
  status: PremiumRequestStatus,
): Promise<StaffPremiumRequest> {
  if (!UUID.test(id)) throw new AppError('PREMIUM_REQUEST_NOT_FOUND');
  const [row] = await db
    .update(premiumRequests)
    .set({ status, handledById: viewer.id, handledAt: new Date() })
    .where(eq(premiumRequests.id, id))
    .returning({ id: premiumRequests.id });
  if (!row) throw new AppError('PREMIUM_REQUEST_NOT_FOUND');
  return getPremiumRequest(db, id);
}
