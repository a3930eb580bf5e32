import { z } from 'zod';
import { SEARCH_TEXT_MAX_LENGTH } from '../search/limits';
import { mapBoundsSchema } from '../search/schemas';
import { LISTING_STATES } from './states';
import { MAP_TRACKER_FIELD_LABELS } from './field-labels';
import { withFieldLabels } from '../i18n/field-labels';

/** The properties map tracker (spec/01 §2 /internal-properties) answers at most this many listings at once. */
export const INTERNAL_MAP_MAX_POINTS = 2000;

/** The filters of the properties map tracker: states (all when none), the start of a city's name, a viewport. */
export const internalMapFilterSchema = z.object({
  state: z.array(z.enum(LISTING_STATES, { error: () => 'invalidChoice' })).nullish(),
  city: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, 'tooLong').nullish(),
  bounds: z.nullish(mapBoundsSchema),
});
export type InternalMapFilter = z.output<typeof internalMapFilterSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [internalMapFilterSchema]) withFieldLabels(schema, MAP_TRACKER_FIELD_LABELS);
