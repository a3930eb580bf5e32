import { landlordMayRead } from '@rentals/domain/rental-applications/shares';
import { statusAfterLandlordOpens } from '@rentals/domain/rental-applications/transitions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  rentalApplicationLandlordViews,
  rentalApplications,
  rentalApplicationStaffViews,
} from '../../db/schema/rental-applications';
import { pageOf, type Paging } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { findRecord, pageOfRecords, recordFor } from './application-records';
import { changeApplicationStatus } from './application-status.service';
import { sharedFacts, type RentalApplicationView } from './rental-application-types.graphql';

/*
 * Reading one application and the applicant's own list and withdrawal. Opening an application
 * has effects by design: the landlord's first open marks it VIEWED (statusAfterLandlordOpens), each
 * of their openings goes to the applicant's view log, and every staff opening is recorded for admins.
 */

/** One application for the viewer (RENTAL_APPLICATION_NOT_FOUND if they may not see it). */
export async function openRentalApplication(
  deps: AppDeps,
  viewer: Viewer,
  id: string,
): Promise<RentalApplicationView> {
  const { record, role } = await recordFor(deps.db, viewer, id);
  if (role === 'STAFF')
    await deps.db
      .insert(rentalApplicationStaffViews)
      .values({ applicationId: record.id, staffId: viewer.id });
  // The applicant's view log: every opening by the landlord while the share lets them read it.
  if (role === 'LANDLORD' && landlordMayRead(sharedFacts(record), new Date()))
    await deps.db
      .insert(rentalApplicationLandlordViews)
      .values({ applicationId: record.id, viewerId: viewer.id });
  if (role === 'LANDLORD' && statusAfterLandlordOpens(record.status) !== record.status) {
    await changeApplicationStatus(deps, record.id, {
      action: 'VIEW',
      actor: 'LANDLORD',
      actorId: viewer.id,
      // Two first opens at once: the second finds it VIEWED already and changes nothing.
      check: () => undefined,
    }).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
    return { record: (await findRecord(deps.db, record.id))!, role };
  }
  return { record, role };
}

/** The viewer's own applications, newest first, with their count. */
export async function myRentalApplications(db: Db, viewer: Viewer, paging: Paging) {
  const { first, skip } = pageOf(paging);
  const mine = eq(rentalApplications.applicantId, viewer.id);
  const { count, rows } = await pageOfRecords(db, mine, { first, skip });
  return { count, items: rows.map((record) => ({ record, role: 'APPLICANT' as const })) };
}

/** The applicant withdraws their open application; anyone else is told it does not exist. */
export async function withdrawRentalApplication(deps: AppDeps, viewer: Viewer, id: string) {
  await changeApplicationStatus(deps, id, {
    action: 'WITHDRAW',
    actor: 'APPLICANT',
    actorId: viewer.id,
    check: (row) => {
      if (row.applicantId !== viewer.id) throw new AppError('RENTAL_APPLICATION_NOT_FOUND');
    },
  });
  return { record: (await findRecord(deps.db, id))!, role: 'APPLICANT' as const };
}
