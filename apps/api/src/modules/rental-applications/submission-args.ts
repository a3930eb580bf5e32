import { RENTAL_APPLICATION_SUBMITTED_MESSAGE } from '@rentals/domain/rental-applications/notices';
import type { Locale } from '@rentals/domain/users/enums';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { parseInput } from '../../graphql/validation';
import { findRecord } from './application-records';

/* What the two ways of submitting (createRental, reuseRentalApplication) take and answer alike. */

const clientIdSchema = z.string('invalid').trim().min(1, 'required').max(100, 'tooLong').nullish();

/** The client's submission id, trimmed, or null. */
export function parseClientId(raw: string | number | null | undefined): string | null {
  return parseInput(clientIdSchema, raw == null ? null : String(raw)) ?? null;
}

/** CreateRentalResult for the application submitted (or found again for its clientId). */
export async function submissionResult(db: Db, locale: Locale, id: string) {
  return {
    message: RENTAL_APPLICATION_SUBMITTED_MESSAGE[locale],
    application: { record: (await findRecord(db, id))!, role: 'APPLICANT' as const },
  };
}
