import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rentalApplications } from '../../db/schema/rental-applications';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { lockApplication } from './application-records';

/**
 * The applicant withdraws their consent to a credit check on one application (issue 25). The
 * application stays sent and the landlord keeps reading it while it is shared; only the SIN can no
 * longer be revealed for a credit check (sinForCreditCheck asks for the consent). A SIN the landlord
 * already read stays read: the answer is recorded with its time so the applicant sees both.
 * RENTAL_APPLICATION_NOT_FOUND for anyone else's; CONSENT_ALREADY_WITHDRAWN when there is none.
 */
export async function withdrawCreditCheckConsent(db: Db, viewer: Viewer, id: string, now = new Date()) {
  await db.transaction(async (tx: Db) => {
    const row = await lockApplication(tx, id);
    if (!row || row.applicantId !== viewer.id || row.erasedAt)
      throw new AppError('RENTAL_APPLICATION_NOT_FOUND');
    if (!row.creditCheckConsent) throw new AppError('CONSENT_ALREADY_WITHDRAWN');
    await tx
      .update(rentalApplications)
      .set({ creditCheckConsent: false, creditCheckConsentWithdrawnAt: now, updatedAt: now })
      .where(eq(rentalApplications.id, id));
  });
}
