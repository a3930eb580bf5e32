import type { ApplicationStatus } from '@rentals/domain/rental-applications/statuses';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { rentalApplications } from '../../db/schema/rental-applications';
import { pageOf, UUID, type Paging } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { findRecord, lockApplication, pageOfRecords, roleOf } from './application-records';
import { changeApplicationStatus } from './application-status.service';
import { openSin } from './sin-storage';
import type { LANDLORD_APPLICATION_ACTIONS, RentalApplicationView } from './rental-application-types.graphql';

/*
 * The landlord's side: the applications to their listings, their decisions (through the domain's
 * transitions, like every change), and the SIN read once for a credit check the applicant agreed
 * to. Only the listing's owner acts; staff who may view an application do not decide on it.
 */

export interface LandlordApplicationFilter {
  listingId?: string | null;
  status?: ApplicationStatus | null;
}

/** The applications to the viewer's listings, newest first, with their count. */
export async function landlordRentalApplications(
  db: Db,
  viewer: Viewer,
  filter: LandlordApplicationFilter,
  paging: Paging,
): Promise<{ count: number; items: RentalApplicationView[] }> {
  if (filter.listingId && !UUID.test(filter.listingId)) return { count: 0, items: [] };
  const where: SQL | undefined = and(
    eq(listings.ownerId, viewer.id),
    filter.listingId ? eq(rentalApplications.listingId, filter.listingId) : undefined,
    filter.status ? eq(rentalApplications.status, filter.status) : undefined,
  );
  const { first, skip } = pageOf(paging);
  const { count, rows } = await pageOfRecords(db, where, { first, skip });
  return { count, items: rows.map((record) => ({ record, role: 'LANDLORD' as const })) };
}

/** The application, for its landlord only: others who may see it get NO_ACCESS, the rest not-found. */
async function landlordRecord(db: Db, viewer: Viewer, id: string) {
  const record = await findRecord(db, id);
  const role = record && roleOf(viewer, record);
  if (!record || !role) throw new AppError('RENTAL_APPLICATION_NOT_FOUND');
  if (role !== 'LANDLORD') throw new AppError('NO_ACCESS');
  return record;
}

/** The landlord shortlists, approves or declines; the applicant hears of it. */
export async function updateRentalApplicationStatus(
  deps: AppDeps,
  viewer: Viewer,
  id: string,
  action: (typeof LANDLORD_APPLICATION_ACTIONS)[number],
): Promise<RentalApplicationView> {
  await landlordRecord(deps.db, viewer, id);
  await changeApplicationStatus(deps, id, {
    action,
    actor: 'LANDLORD',
    actorId: viewer.id,
    check: () => undefined,
  });
  return { record: (await findRecord(deps.db, id))!, role: 'LANDLORD' };
}

/**
 * The whole SIN for the landlord, once, when the applicant gave one with their consent to a
 * credit check; the reading is recorded (who, when) in the same transaction that answers it.
 */
export async function sinForCreditCheck(deps: AppDeps, viewer: Viewer, id: string): Promise<string> {
  await landlordRecord(deps.db, viewer, id);
  return deps.db.transaction(async (tx: Db) => {
    const row = await lockApplication(tx, id);
    const sin = row && row.creditCheckConsent ? openSin(deps.encryption, row.sinEncrypted) : null;
    if (!row || !sin) throw new AppError('RENTAL_APPLICATION_SIN_NOT_SHARED');
    if (row.sinRevealedAt) throw new AppError('RENTAL_APPLICATION_SIN_ALREADY_REVEALED');
    await tx
      .update(rentalApplications)
      .set({ sinRevealedAt: new Date(), sinRevealedById: viewer.id })
      .where(eq(rentalApplications.id, id));
    return sin;
  });
}
