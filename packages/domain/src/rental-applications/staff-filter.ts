import { z } from 'zod';
import { isoDateSchema } from '../iso-date-schema';
import { SHORT_TEXT_MAX_LENGTH } from './limits';
import { APPLICATION_STATUSES } from './statuses';

/*
 * The filters of the staff table of applications (/rental-application-table-view): a text found
 * in the applicant's name or e-mail or the listing's title, a status, a listing, and a range of
 * submission days ('YYYY-MM-DD', both included, in UTC).
 */
export const staffApplicationFilterSchema = z
  .object({
    text: z.string('invalid').trim().max(SHORT_TEXT_MAX_LENGTH, 'tooLong').nullish(),
    status: z.enum(APPLICATION_STATUSES, 'invalidChoice').nullish(),
    listingId: z.string('invalid').uuid('invalid').nullish(),
    from: isoDateSchema.nullish(),
    to: isoDateSchema.nullish(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'invalid', path: ['to'] });
export type StaffApplicationFilter = z.output<typeof staffApplicationFilterSchema>;

/** The staff table shows this many applications a page ('Showing x-y of total results'). */
export const STAFF_APPLICATIONS_PAGE_SIZE = 10;
