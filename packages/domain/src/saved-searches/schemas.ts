import { z } from 'zod';
import { searchFiltersSchema } from '../search/schemas';
import { withFieldLabels } from '../i18n/field-labels';
import { ALERT_FREQUENCIES } from './enums';
import { SAVED_SEARCH_FIELD_LABELS } from './field-labels';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from './limits';

/* Saving a search from /search and changing it on /saved-searches. Messages are VALIDATION_MESSAGES keys. */

const name = z.string('required').trim().min(1, 'required').max(SAVED_SEARCH_NAME_MAX_LENGTH, 'tooLong');
const alertFrequency = z.enum(ALERT_FREQUENCIES, { error: () => 'invalidChoice' });

/** saveSearch: the filters and map box of /search, a name and how to hear of new homes. */
export const saveSearchSchema = z.object({
  name,
  filters: searchFiltersSchema,
  alertFrequency,
});
export type SaveSearchInput = z.output<typeof saveSearchSchema>;

/** The save dialog's fields: the filters come from the search page, not from the form. */
export const saveSearchFormSchema = saveSearchSchema.pick({ name: true, alertFrequency: true });
export type SaveSearchFormInput = z.output<typeof saveSearchFormSchema>;

/** renameSavedSearch. */
export const renameSavedSearchSchema = z.object({ name });
export type RenameSavedSearchInput = z.output<typeof renameSavedSearchSchema>;

/** updateSavedSearchAlerts: the frequency, and whether alerts are paused. */
export const savedSearchAlertsSchema = z.object({
  alertFrequency,
  paused: z.boolean({ error: () => 'invalid' }),
});
export type SavedSearchAlertsInput = z.output<typeof savedSearchAlertsSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [
  saveSearchSchema,
  saveSearchFormSchema,
  renameSavedSearchSchema,
  savedSearchAlertsSchema,
])
  withFieldLabels(schema, SAVED_SEARCH_FIELD_LABELS);
