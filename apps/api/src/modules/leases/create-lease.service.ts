import { createLeaseDataSchema, type CreateLeaseData } from '@rentals/domain/leases/create-input';
import { leaseToday } from '@rentals/domain/leases/validation';
import type { SignerRole } from '@rentals/domain/leases/statuses';
import { hasModulePermission } from '@rentals/domain/users/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaseSigners, leases } from '../../db/schema/leases';
import { listings, units } from '../../db/schema/listings';
import { bookings, rooms } from '../../db/schema/messaging';
import { rentalApplications } from '../../db/schema/rental-applications';
import { users } from '../../db/schema/users';
import type { Context, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { existingBooking, insertConversation } from '../messaging/booking.service';
import { recordLeaseEvent } from './lease-events';
import { getLeaseRecord, type LeaseRecord } from './lease-records';
import { actorLabelOf } from './lease-actors';
import { sendLease } from './send-lease.service';

/*
 * createLease (spec/01 §7): the landlord of a listing (or staff with leases add, for them) writes a
 * lease from the listing, the unit and, when it follows one, the approved application, then sends
 * it or keeps a draft. The lease and its signers are written in one transaction; sending (the PDF,
 * the envelope) follows in its own step, so a signing service that fails leaves a draft to send
 * again rather than half a lease.
 */

interface SignerDraft {
  role: SignerRole;
  name: string;
  email: string;
  userId: string | null;
  signingOrder: number;
  locale: Locale;
}

/** The listing, checked to be the viewer's (or staff's to act on). */
async function listingFor(db: Db, viewer: Viewer, data: CreateLeaseData) {
  const [listing] = await db
    .select({ id: listings.id, ownerId: listings.ownerId })
    .from(listings)
    .where(eq(listings.id, data.listingId));
  if (!listing) throw new AppError('LEASE_NOT_YOUR_LISTING');
  if (listing.ownerId !== viewer.id && !hasModulePermission(viewer, 'leases', 'add'))
    throw new AppError('LEASE_NOT_YOUR_LISTING');
  if (data.unitId) {
    const [unit] = await db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.id, data.unitId), eq(units.listingId, listing.id)));
    if (!unit) throw new AppError('VALIDATION_FAILED', {}, [{ path: 'unitId', key: 'invalid' }]);
  }
  return listing;
}

/** The conversation the lease's changes are posted in: the application's, or the one given. */
async function roomFor(tx: Db, data: CreateLeaseData, listing: { id: string; ownerId: string }) {
  if (data.applicationId) {
    const [application] = await tx
      .select()
      .from(rentalApplications)
      .where(
        and(eq(rentalApplications.id, data.applicationId), eq(rentalApplications.listingId, listing.id)),
      );
    if (!application)
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'applicationId', key: 'invalid' }]);
    if (application.status !== 'APPROVED' || !application.applicantId)
      throw new AppError('LEASE_APPLICATION_NOT_APPROVED');
    const existing = await existingBooking(tx, listing.id, application.applicantId);
    return existing
      ? existing.roomId
      : (await insertConversation(tx, application.applicantId, listing)).roomId;
  }
  if (data.roomId) {
    const [room] = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .innerJoin(bookings, eq(bookings.id, rooms.bookingId))
      .where(and(eq(rooms.id, data.roomId), eq(bookings.listingId, listing.id)));
    if (!room) throw new AppError('VALIDATION_FAILED', {}, [{ path: 'roomId', key: 'invalid' }]);
    return room.id;
  }
  return null;
}

/** The applicant's account and the e-mail they typed in the application, when the lease follows one. */
async function applicantAccount(tx: Db, applicationId: string | null) {
  if (!applicationId) return null;
  const [row] = await tx
    .select({ id: users.id, email: users.email, locale: users.locale, data: rentalApplications.data })
    .from(rentalApplications)
    .innerJoin(users, eq(users.id, rentalApplications.applicantId))
    .where(eq(rentalApplications.id, applicationId));
  return row ? { ...row, typedEmail: row.data.applicant.userEmail.trim().toLowerCase() } : null;
}

/** The signers in signing order: tenants and guarantor together, the landlord before or after them. */
async function signerDrafts(
  tx: Db,
  data: CreateLeaseData,
  owner: { id: string; email: string; locale: Locale },
) {
  const { terms } = data;
  const parties = [
    ...terms.tenants.map((t) => ({ ...t, role: 'TENANT' as const })),
    ...(terms.guarantor ? [{ ...terms.guarantor, role: 'GUARANTOR' as const }] : []),
  ];
  const accounts = await tx
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(
      inArray(
        users.email,
        parties.map((p) => p.email),
      ),
    );
  const applicant = await applicantAccount(tx, data.applicationId);
  const [tenantOrder, landlordOrder] = data.landlordSignsFirst ? [2, 1] : [1, 2];
  const drafts: SignerDraft[] = parties.map((p) => {
    const account =
      accounts.find((a) => a.email === p.email) ??
      // The applicant may have typed another address in the application than their account's.
      (applicant && applicant.typedEmail === p.email ? applicant : undefined);
    return {
      role: p.role,
      name: p.name,
      email: p.email,
      userId: account?.id ?? null,
      signingOrder: tenantOrder,
      // A signer with an account signs in their own language; others in the lease's.
      locale: account?.locale ?? terms.language,
    };
  });
  drafts.push({
    role: 'LANDLORD',
    name: terms.landlordLegalName,
    email: owner.email,
    userId: owner.id,
    signingOrder: landlordOrder,
    locale: owner.locale,
  });
  return drafts;
}

/** Writes the lease as a draft with its signers and its CREATED event. */
async function insertLease(ctx: Context, viewer: Viewer, data: CreateLeaseData, now: Date): Promise<string> {
  const listing = await listingFor(ctx.db, viewer, data);
  return ctx.db.transaction(async (tx: Db) => {
    const [owner] = await tx
      .select({ id: users.id, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, listing.ownerId));
    if (!owner) throw new AppError('LEASE_NOT_YOUR_LISTING');
    if (
      data.terms.tenants.some((t) => t.email === owner.email) ||
      data.terms.guarantor?.email === owner.email
    )
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'terms.tenants', key: 'duplicateSignerEmail' }]);
    const roomId = await roomFor(tx, data, listing);
    const a = data.terms.unitAddress;
    const [lease] = await tx
      .insert(leases)
      .values({
        ownerId: listing.ownerId,
        listingId: listing.id,
        unitId: data.unitId,
        applicationId: data.applicationId,
        roomId,
        province: a.province,
        subject:
          data.subject ??
          (data.terms.language === 'fr' ? `Bail : ${a.street}, ${a.city}` : `Lease: ${a.street}, ${a.city}`),
        message: data.message,
        terms: data.terms,
        provider: ctx.esign.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: leases.id });
    const drafts = await signerDrafts(tx, data, owner);
    await tx.insert(leaseSigners).values(drafts.map((d) => ({ ...d, leaseId: lease!.id })));
    await recordLeaseEvent(tx, {
      leaseId: lease!.id,
      kind: 'CREATED',
      actorId: viewer.id,
      actorLabel: await actorLabelOf(tx, viewer),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      at: now,
    });
    return lease!.id;
  });
}

export interface CreateLeaseArgs {
  data: unknown;
  redirectUrl: string | null;
  landlordLegalName: string;
}

/** createLease: the lease written, and sent when `data.send` (the default). */
export async function createLease(ctx: Context, viewer: Viewer, args: CreateLeaseArgs): Promise<LeaseRecord> {
  const raw = (args.data ?? {}) as { terms?: Record<string, unknown> };
  const data = parseInput(createLeaseDataSchema(leaseToday()), {
    ...raw,
    terms: { ...raw.terms, landlordLegalName: args.landlordLegalName },
  });
  const now = new Date();
  const id = await insertLease(ctx, viewer, data, now);
  if (data.send) await sendLease(ctx, viewer, id);
  return getLeaseRecord(ctx.db, id);
}
