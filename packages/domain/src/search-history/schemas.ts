import { z } from 'zod';
import { isoDateSchema } from '../iso-date-schema';
import { MAX_PAGE_SIZE } from '../limits';
import { SEARCH_TEXT_MAX_LENGTH } from '../search/limits';
import { SEARCH_HISTORY_FIELD_LABELS } from './field-labels';
import { withFieldLabels } from '../i18n/field-labels';

/** At most this many search history entries are deleted in one call. */
export const SEARCH_HISTORY_DELETE_MAX = MAX_PAGE_SIZE;

const isoDate = isoDateSchema.nullish();
const text = z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, 'tooLong').nullish();

/**
 * The filters of the search history pages: a user's name or e-mail (`search`, users page only),
 * the location searched, and a range of days (YYYY-MM-DD, both included, the end not before the
 * start). Text matches literally, case-insensitive.
 */
export const searchHistoryFilterSchema = z
  .object({ search: text, location: text, from: isoDate, to: isoDate })
  .superRefine((f, ctx) => {
    if (f.from && f.to && f.to < f.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateBeforeStart' });
  });
export type SearchHistoryFilter = z.output<typeof searchHistoryFilterSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [searchHistoryFilterSchema]) withFieldLabels(schema, SEARCH_HISTORY_FIELD_LABELS);
