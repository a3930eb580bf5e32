import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { isoDateSchema } from '../iso-date-schema';
import { BEDROOMS } from '../listings/enums';
import { PROVINCES } from '../users/enums';
import { TIMES_OF_DAY, WEEKDAYS } from './enums';
import { VIEWING_REQUEST_FIELD_LABELS } from './field-labels';
import { VIEWING_REQUEST_BUDGET_MAX, VIEWING_REQUEST_MESSAGE_MAX_LENGTH } from './limits';

/** The longest city name kept (the profile's city takes as many). */
const CITY_MAX_LENGTH = 120;

/** A list of choices kept once each, in the order of their enum, so stored lists compare equal. */
const choices = <T extends string>(values: readonly [T, ...T[]]) =>
  z.array(z.enum(values, 'invalidChoice')).transform((picked) => values.filter((v) => picked.includes(v)));

/**
 * /request-for-viewing: a renter who has not found a listing yet asks the team to arrange
 * viewings. The fields are the profile's (spec/01 §3 User: pre_viewing_city, budget, bedroom,
 * moveIn, availabilityDays), so the API saves them there too and staff receive them by e-mail
 * (VIEWING_REQUEST_TO_STAFF). availabilityDays are weekdays, as the profile stores them (a list of
 * strings); availabilityTimes say which parts of those days.
 */
export const requestForViewingSchema = z.object({
  pre_viewing_city: z.object({
    city: z.string('required').trim().min(1, 'required').max(CITY_MAX_LENGTH, 'tooLong'),
    province: z.enum(PROVINCES, 'invalidChoice'),
  }),
  budget: z.number('required').int('invalid').min(0, 'min').max(VIEWING_REQUEST_BUDGET_MAX, 'max'),
  bedrooms: choices(BEDROOMS).refine((v) => v.length > 0, 'required'),
  // An empty date is missing rather than badly written, and is named once.
  moveIn: z.string('required').min(1, 'required').pipe(isoDateSchema),
  availabilityDays: choices(WEEKDAYS).refine((v) => v.length > 0, 'required'),
  availabilityTimes: choices(TIMES_OF_DAY).default([]),
  message: z.string().trim().max(VIEWING_REQUEST_MESSAGE_MAX_LENGTH, 'tooLong').default(''),
});
export type RequestForViewingInput = z.output<typeof requestForViewingSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
withFieldLabels(requestForViewingSchema, VIEWING_REQUEST_FIELD_LABELS);
