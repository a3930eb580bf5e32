import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { SAVED_HOME_FIELD_LABELS } from './field-labels';
import { SAVED_HOME_NOTE_MAX_LENGTH } from './limits';

/* What the heart and the /saved-homes page send; the API checks the same shapes. */

const listingId = z.string('required').uuid('invalid');

/** Save or remove a home: the listing. */
export const savedHomeTargetSchema = withFieldLabels(z.object({ listingId }), SAVED_HOME_FIELD_LABELS);

/** A renter's note on a saved home; blank clears it. */
export const savedHomeNoteSchema = withFieldLabels(
  z.object({
    listingId,
    note: z
      .string()
      .trim()
      .max(SAVED_HOME_NOTE_MAX_LENGTH, 'tooLong')
      .transform((note) => note || null),
  }),
  SAVED_HOME_FIELD_LABELS,
);
export type SavedHomeNoteInput = z.output<typeof savedHomeNoteSchema>;

/** The note form: the text alone, the listing comes from the row. */
export const savedHomeNoteFormSchema = withFieldLabels(
  savedHomeNoteSchema.pick({ note: true }),
  SAVED_HOME_FIELD_LABELS,
);
export type SavedHomeNoteForm = z.input<typeof savedHomeNoteFormSchema>;
