import { OPEN_VIEWING_REQUESTS_MAX } from '@rentals/domain/viewings/limits';
import { leadKindOf, type RentalEnquiryLeadInput } from '@rentals/domain/viewings/rental-enquiry';
import { OPEN_VIEWING_REQUEST_STATUSES } from '@rentals/domain/viewings/viewing-requests';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { viewingRequests, type ViewingRequestRow } from '../../db/schema/viewing-requests';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { notifyStaff } from '../mail/notification.service';
import { rentalEnquiryToStaffEmail } from './rental-enquiry-email';
import { staffLocales } from './viewing-request.service';

/*
 * The leads of /rental-enquiry (issue 17): a renter without a listing in mind, or a landlord who
 * wants to list, asks the team to call back. They join the requests for viewing in the staff list
 * (kind RENTER_ENQUIRY or LANDLORD_ENQUIRY). A renter writing about a listing does not come here:
 * that is an enquiry to its landlord (messaging's sendEnquiry).
 */

/**
 * Saves a lead and writes the staff e-mails (the VIEWING_REQUEST_TO_STAFF addresses, as the list
 * is the same), in one transaction with the count of the requester's open leads of that kind:
 * RENTAL_ENQUIRY_LIMIT_REACHED at OPEN_VIEWING_REQUESTS_MAX, the requester's row locked first so
 * two leads sent at once are counted one after the other. A phone given is kept on the profile
 * when it has none, so the next form opens with it.
 */
export async function sendRentalEnquiryLead(
  deps: AppDeps,
  viewer: Viewer,
  input: RentalEnquiryLeadInput,
): Promise<ViewingRequestRow> {
  const kind = leadKindOf(input.userType);
  const lead = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [requester] = await tx
      .select({
        phone: users.phone,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(eq(users.id, viewer.id))
      .for('update');
    if (!requester) throw new AppError('UNAUTHENTICATED');
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(viewingRequests)
      .where(
        and(
          eq(viewingRequests.requesterId, viewer.id),
          eq(viewingRequests.kind, kind),
          inArray(viewingRequests.status, [...OPEN_VIEWING_REQUEST_STATUSES]),
        ),
      );
    if ((open?.count ?? 0) >= OPEN_VIEWING_REQUESTS_MAX) {
      throw new AppError('RENTAL_ENQUIRY_LIMIT_REACHED', { max: OPEN_VIEWING_REQUESTS_MAX });
    }
    const [row] = await tx
      .insert(viewingRequests)
      .values({
        kind,
        requesterId: viewer.id,
        city: input.city.city,
        province: input.city.province,
        budget: input.budget ?? null,
        moveIn: input.moveIn ?? null,
        bedrooms: [],
        availabilityDays: [],
        message: input.message,
        contactPhone: input.phone ?? null,
        unitCount: input.unitCount ?? null,
      })
      .returning();
    if (input.phone && !requester.phone) {
      await tx.update(users).set({ phone: input.phone }).where(eq(users.id, viewer.id));
    }
    const name = [requester.firstName, requester.lastName].filter(Boolean).join(' ').trim() || null;
    const locales = await staffLocales(tx);
    await notifyStaff(deps, tx, 'VIEWING_REQUEST_TO_STAFF', (to) =>
      rentalEnquiryToStaffEmail(
        to,
        locales.get(to.toLowerCase()) ?? null,
        { requestId: row!.id, name, email: requester.email, lead: input },
        deps.config.publicUrl,
      ),
    );
    return row!;
  });
  deps.mail.flushSoon(deps.db);
  return lead;
}
