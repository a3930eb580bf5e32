import type { Locale } from '@rentals/domain/users/enums';
import { OPEN_VIEWING_REQUESTS_MAX } from '@rentals/domain/viewings/limits';
import type { RequestForViewingInput } from '@rentals/domain/viewings/request-for-viewing';
import { OPEN_VIEWING_REQUEST_STATUSES } from '@rentals/domain/viewings/viewing-requests';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { viewingRequests, type ViewingRequestRow } from '../../db/schema/viewing-requests';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { notifyStaff } from '../mail/notification.service';
import { viewingRequestToStaffEmail } from './viewing-request-email';

/*
 * A renter's side of /request-for-viewing (issue 17). Sending a request also saves its city,
 * budget, move-in date and days on the renter's profile (spec/01 §3 User pre_viewing_city,
 * availabilityDays), so the next form opens filled in.
 */

/** The most of their own requests a renter's list shows: far more than they may keep open. */
const MY_REQUESTS_SHOWN = 50;

/**
 * Saves the request, updates the profile and writes the VIEWING_REQUEST_TO_STAFF e-mails, in one
 * transaction. VIEWING_REQUEST_LIMIT_REACHED when the renter already has OPEN_VIEWING_REQUESTS_MAX
 * open requests; the renter's row is locked first, so two requests sent at once are counted one
 * after the other.
 */
export async function sendViewingRequest(
  deps: AppDeps,
  viewer: Viewer,
  input: RequestForViewingInput,
): Promise<ViewingRequestRow> {
  const request = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [renter] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, viewer.id))
      .for('update');
    if (!renter) throw new AppError('UNAUTHENTICATED');
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(viewingRequests)
      .where(
        and(
          eq(viewingRequests.requesterId, viewer.id),
          inArray(viewingRequests.status, [...OPEN_VIEWING_REQUEST_STATUSES]),
        ),
      );
    if ((open?.count ?? 0) >= OPEN_VIEWING_REQUESTS_MAX) {
      throw new AppError('VIEWING_REQUEST_LIMIT_REACHED', { max: OPEN_VIEWING_REQUESTS_MAX });
    }
    const [row] = await tx
      .insert(viewingRequests)
      .values({
        requesterId: viewer.id,
        city: input.pre_viewing_city.city,
        province: input.pre_viewing_city.province,
        budget: input.budget,
        bedrooms: input.bedrooms,
        moveIn: input.moveIn,
        availabilityDays: input.availabilityDays,
        availabilityTimes: input.availabilityTimes,
        message: input.message,
      })
      .returning();
    await tx
      .update(users)
      .set({
        preViewingCity: input.pre_viewing_city,
        availabilityDays: input.availabilityDays,
        budget: input.budget,
        moveIn: input.moveIn,
      })
      .where(eq(users.id, viewer.id));
    const renterName = [renter.firstName, renter.lastName].filter(Boolean).join(' ').trim() || null;
    const locales = await staffLocales(tx);
    await notifyStaff(deps, tx, 'VIEWING_REQUEST_TO_STAFF', (to) =>
      viewingRequestToStaffEmail(
        to,
        locales.get(to.toLowerCase()) ?? null,
        { requestId: row!.id, renterName, renterEmail: renter.email, request: input },
        deps.config.publicUrl,
      ),
    );
    return row!;
  });
  deps.mail.flushSoon(deps.db);
  return request;
}

/** The language of each staff account by lower-cased e-mail, for the recipients that are one. */
export async function staffLocales(tx: Db): Promise<Map<string, Locale>> {
  const rows = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.userType, ['ADMIN', 'SUB_ADMIN']));
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.locale]));
}

/** The renter's own requests, newest first. */
export function myViewingRequests(db: Db, viewer: Viewer): Promise<ViewingRequestRow[]> {
  return db
    .select()
    .from(viewingRequests)
    .where(eq(viewingRequests.requesterId, viewer.id))
    .orderBy(desc(viewingRequests.createdAt), desc(viewingRequests.id))
    .limit(MY_REQUESTS_SHOWN);
}

export interface ViewingPreferences {
  preViewingCity: { city: string; province: string } | null;
  budget: number | null;
  moveIn: string | null;
  availabilityDays: string[];
}

/** What the renter's profile keeps from their last request, to fill the next form. */
export async function viewingPreferences(db: Db, viewer: Viewer): Promise<ViewingPreferences> {
  const [row] = await db
    .select({
      preViewingCity: users.preViewingCity,
      budget: users.budget,
      moveIn: users.moveIn,
      availabilityDays: users.availabilityDays,
    })
    .from(users)
    .where(eq(users.id, viewer.id));
  return {
    preViewingCity: row?.preViewingCity ?? null,
    budget: row?.budget ?? null,
    moveIn: row?.moveIn ?? null,
    availabilityDays: row?.availabilityDays ?? [],
  };
}
