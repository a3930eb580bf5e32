import * as z from 'zod/mini';
import { MAX_PAGE_SIZE } from '../limits';
import { BEDROOMS, LOCATION_TAGS, PROPERTY_TYPES, UTILITIES } from '../listings/enums';
import { PRICE_MAX, PRICE_MIN } from '../listings/limits';
import { SEARCH_PETS, SEARCH_TEXT_MAX_LENGTH } from './limits';
import { SEARCH_FIELD_LABELS } from './field-labels';
import { withFieldLabels } from '../i18n/field-labels';

/*
 * The filters of /search (spec/01 §2, §9), shared by the page (URL parameters) and the API.
 * Messages are VALIDATION_MESSAGES keys; a failing field keeps its path (e.g. `bedrooms.1`,
 * `price_lte`, `bounds.north`). Every filter is optional; an absent one does not filter.
 *
 * zod/mini (the same zod v4 core, functions instead of methods) because /search loads this file
 * before its first render and classic zod adds about 23 KB gzip there. Each check is the one the
 * classic method adds, so inputs, paths and message keys are the same. mini sets no locale: a wrong
 * type with no message of its own (a number as `city`) reads "Invalid input" until a classic schema
 * has set English; neither is a VALIDATION_MESSAGES key, so the page shows 'invalid' for both.
 */

const text = z.nullish(z.string().check(z.trim(), z.maxLength(SEARCH_TEXT_MAX_LENGTH, 'tooLong')));
const choices = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.nullish(
    z.array(z.enum(values, { error: () => 'invalidChoice' })).check(z.maxLength(values.length, 'max')),
  );
const price = z.nullish(
  z
    .number({ error: () => 'amountNumber' })
    .check(z.minimum(PRICE_MIN, 'amountMin'), z.maximum(PRICE_MAX, 'max')),
);
const coordinate = (limit: number) =>
  z.number({ error: () => 'invalid' }).check(z.minimum(-limit, 'min'), z.maximum(limit, 'max'));

/** A map viewport; south ≤ north and west ≤ east (Canada does not cross the antimeridian). */
export const mapBoundsSchema = z
  .object({ north: coordinate(90), south: coordinate(90), east: coordinate(180), west: coordinate(180) })
  .check(
    z.superRefine((b, ctx) => {
      if (b.south > b.north)
        ctx.addIssue({ code: 'custom', path: ['north'], message: 'min', params: { min: b.south } });
      if (b.west > b.east)
        ctx.addIssue({ code: 'custom', path: ['east'], message: 'min', params: { min: b.west } });
    }),
  );

export const searchFiltersSchema = z
  .object({
    /** City name, case-insensitive (the page defaults it to Toronto, the API does not). */
    city: text,
    /** Neighbourhood name, case-insensitive. */
    neighbourhood: text,
    /** A listing matches when one of its units is priced within [price_gte, price_lte]. */
    price_gte: price,
    price_lte: price,
    bedrooms: choices(BEDROOMS),
    /** At least this many bathrooms. */
    bathrooms: z.nullish(
      z.number({ error: () => 'invalid' }).check(z.minimum(0, 'min'), z.maximum(20, 'max')),
    ),
    propertyType: choices(PROPERTY_TYPES),
    /** Pets the renter has: each must be allowed. */
    pets: choices(SEARCH_PETS),
    furnished: z.nullish(z.boolean({ error: () => 'invalid' })),
    /** true: a unit with parking (not NONE). */
    parking: z.nullish(z.boolean({ error: () => 'invalid' })),
    /** Utilities that must all be included. */
    utilities: choices(UTILITIES),
    /** Location tags that must all be set. */
    tags: choices(LOCATION_TAGS),
    /** A unit available on or before this day (YYYY-MM-DD). */
    moveIn: z.nullish(
      z.string().check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate'),
        z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalidDate'),
      ),
    ),
    /** Words of the title, address or description (matched literally). */
    keyword: text,
    bounds: z.nullish(mapBoundsSchema),
  })
  .check(
    z.superRefine((f, ctx) => {
      if (f.price_gte != null && f.price_lte != null && f.price_lte < f.price_gte)
        ctx.addIssue({ code: 'custom', path: ['price_lte'], message: 'min', params: { min: f.price_gte } });
    }),
  );
export type SearchFilters = z.output<typeof searchFiltersSchema>;

/** A page of results: `first` 0 to MAX_PAGE_SIZE, `skip` not negative. */
export const searchPageSchema = z.object({
  first: z.nullish(z.number().check(z.int('invalid'), z.minimum(0, 'min'), z.maximum(MAX_PAGE_SIZE, 'max'))),
  skip: z.nullish(z.number().check(z.int('invalid'), z.minimum(0, 'min'))),
});

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [searchFiltersSchema, searchPageSchema]) withFieldLabels(schema, SEARCH_FIELD_LABELS);
