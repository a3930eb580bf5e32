import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { SLOT_KINDS } from './enums';
import { VIEWING_FIELD_LABELS, VIEWING_RANGE_FIELD_LABELS } from './field-labels';
import {
  PROPOSED_TIMES_MAX,
  VIEWING_RANGE_DAYS_MAX,
  VIEWING_REASON_MAX_LENGTH,
  VIEWING_REQUEST_MESSAGE_MAX_LENGTH,
} from './limits';
import { VIEWING_ACTIONS } from './statuses';

/*
 * What the pages send to book and change viewings. The rules that need the listing's settings and
 * its other bookings (checkBookable, transition) run in the API after these shapes are checked.
 */

const id = z.string('required').uuid('invalid');

/** An instant with its offset ('2026-03-10T10:00:00-04:00' or '…Z'), read as a Date. */
export const instantSchema = z.iso.datetime({ offset: true, error: 'invalid' }).transform((v) => new Date(v));

const message = z.string().trim().max(VIEWING_REQUEST_MESSAGE_MAX_LENGTH, 'tooLong').default('');

/**
 * A renter books a free time (instant mode) or proposes up to PROPOSED_TIMES_MAX (request mode),
 * each the start of a free slot or open house; the landlord confirms one of them.
 */
export const bookViewingSchema = z.object({
  listing: id,
  kind: z.enum(SLOT_KINDS, 'invalidChoice').default('SLOT'),
  proposedTimes: z
    .array(instantSchema)
    .min(1, 'required')
    .max(PROPOSED_TIMES_MAX, 'max')
    // The same time twice is one proposal.
    .transform((times) => [...new Map(times.map((t) => [t.getTime(), t])).values()]),
  message,
});
export type BookViewingInput = z.output<typeof bookViewingSchema>;

/** A change to a viewing (statuses.ts actions): a cancellation needs a reason, a new time its start. */
export const viewingActionSchema = z
  .object({
    viewing: id,
    action: z.enum(VIEWING_ACTIONS, 'invalidChoice'),
    reason: z.string().trim().max(VIEWING_REASON_MAX_LENGTH, 'tooLong').nullish(),
    startsAt: instantSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'CANCEL' && !input.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
    if (input.action === 'PROPOSE_RESCHEDULE' && !input.startsAt)
      ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'required' });
  });
export type ViewingActionInput = z.output<typeof viewingActionSchema>;

/** The span of slots or of an agenda: `to` after `from`, at most VIEWING_RANGE_DAYS_MAX days. */
export const viewingRangeSchema = z
  .object({ from: instantSchema, to: instantSchema })
  .superRefine(({ from, to }, ctx) => {
    // Zod still runs this when an instant was not one (its issue is already reported): compare dates only.
    if (!(from instanceof Date) || !(to instanceof Date)) return;
    if (to <= from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'endNotAfterStart' });
    else if (to.getTime() - from.getTime() > VIEWING_RANGE_DAYS_MAX * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'max', params: { max: VIEWING_RANGE_DAYS_MAX } });
  });
export type ViewingRange = z.output<typeof viewingRangeSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [bookViewingSchema, viewingActionSchema]) withFieldLabels(schema, VIEWING_FIELD_LABELS);
withFieldLabels(viewingRangeSchema, VIEWING_RANGE_FIELD_LABELS);
