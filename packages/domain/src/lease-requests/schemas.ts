import { utcToLocal } from '../viewings/time-zones';
import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { isoDateSchema } from '../iso-date-schema';
import { LEASE_AMOUNT_MAX, LEASE_TENANTS_MAX } from '../leases/terms';
import { PROVINCES } from '../users/enums';
import { emailSchema, phoneSchema } from '../users/schemas';
import { LEASE_REQUEST_FIELD_LABELS, LEASE_REQUEST_STAFF_FIELD_LABELS } from './field-labels';
import { LEASE_REQUEST_STATUSES } from './statuses';

/*
 * /lease-details-form (issue 19): a landlord asks the team to prepare a lease. It carries what the
 * team needs to start (the property, the parties, rent and term, special terms and how to reach
 * the landlord); the lease itself (leases/terms.ts) is written by the team from it. The same schema
 * checks the form and `createLeaseRequest`.
 */

/** Longest special terms, in characters. */
export const LEASE_REQUEST_SPECIAL_TERMS_MAX = 4_000;
/** Longest fixed term, in months: ten years. */
export const LEASE_REQUEST_TERM_MONTHS_MAX = 120;
/** Longest staff note, in characters. */
export const LEASE_REQUEST_NOTE_MAX = 2_000;
/** The staff table shows this many requests a page. */
export const LEASE_REQUESTS_PAGE_SIZE = 10;

/*
 * Every Canadian time zone is behind UTC and Pacific time is the last to reach a new day, so a
 * date that is today anywhere in Canada is on or after today in Vancouver.
 */
const LAST_CANADIAN_ZONE = 'America/Vancouver';

/** The earliest start date accepted at `now`: today in the last Canadian time zone to reach it, YYYY-MM-DD. */
export function earliestLeaseStart(now: Date = new Date()): string {
  return utcToLocal(now, LAST_CANADIAN_ZONE).date;
}

const requiredText = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong');
/** A blank optional field is no value: '' and spaces read as null. */
const blankAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankAsNull, schema.nullish()).transform((v) => v ?? null);

const tenantSchema = z.object({
  name: requiredText(200),
  email: optional(emailSchema),
});

const uuid = z.string('invalid').uuid('invalid');

export const leaseRequestSchema = withFieldLabels(
  z.object({
    /** One of the landlord's listings the lease is for, if any: it prefills the address, province and rent. */
    listingId: optional(uuid),
    province: z.enum(PROVINCES, 'invalidChoice'),
    propertyAddress: requiredText(300),
    landlordName: requiredText(200),
    tenants: z.array(tenantSchema).min(1, 'required').max(LEASE_TENANTS_MAX, 'tenantsMax'),
    monthlyRent: z
      .number('required')
      .refine((v) => v > 0, 'positiveAmount')
      .refine((v) => v <= LEASE_AMOUNT_MAX, { message: 'max', params: { max: LEASE_AMOUNT_MAX } })
      .refine((v) => Math.round(v * 100) === v * 100, 'invalid'),
    // An empty date is missing rather than badly written.
    startDate: z
      .string('required')
      .min(1, 'required')
      .pipe(isoDateSchema)
      .refine((v) => v >= earliestLeaseStart(), 'startInPast'),
    /** Months of a fixed term; null for month to month. */
    termMonths: z
      .number('termMonthsRange')
      .int('termMonthsRange')
      .min(1, 'termMonthsRange')
      .max(LEASE_REQUEST_TERM_MONTHS_MAX, 'termMonthsRange')
      .nullable(),
    specialTerms: z
      .string()
      .trim()
      .max(LEASE_REQUEST_SPECIAL_TERMS_MAX, 'tooLong')
      .nullish()
      .transform((v) => v || null),
    contactEmail: emailSchema,
    contactPhone: optional(phoneSchema),
  }),
  LEASE_REQUEST_FIELD_LABELS,
);
export type LeaseRequestInput = z.input<typeof leaseRequestSchema>;
export type LeaseRequest = z.output<typeof leaseRequestSchema>;

/** The staff table's filters, all optional: status, province and a range of days sent (UTC, both included). */
export const leaseRequestFilterSchema = withFieldLabels(
  z
    .object({
      status: z.enum(LEASE_REQUEST_STATUSES, 'invalidChoice').nullish(),
      province: z.enum(PROVINCES, 'invalidChoice').nullish(),
      createdFrom: isoDateSchema.nullish(),
      createdTo: isoDateSchema.nullish(),
    })
    .refine((f) => !f.createdFrom || !f.createdTo || f.createdFrom <= f.createdTo, {
      message: 'dateRangeReversed',
      path: ['createdTo'],
    }),
  LEASE_REQUEST_STAFF_FIELD_LABELS,
);
export type LeaseRequestFilter = z.output<typeof leaseRequestFilterSchema>;

/** A staff change: the status and the note to the landlord ('' clears it); left out stays as is. */
export const updateLeaseRequestSchema = withFieldLabels(
  z.object({
    id: uuid,
    status: z.enum(LEASE_REQUEST_STATUSES, 'invalidChoice').optional(),
    staffNote: z.string().trim().max(LEASE_REQUEST_NOTE_MAX, 'tooLong').optional(),
  }),
  LEASE_REQUEST_STAFF_FIELD_LABELS,
);
export type UpdateLeaseRequestInput = z.output<typeof updateLeaseRequestSchema>;
