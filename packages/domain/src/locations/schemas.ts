import { z } from 'zod';
import { PROVINCES } from '../users/enums';
import {
  ADDRESS_SUGGESTIONS_MAX,
  ADDRESS_TEXT_MAX_LENGTH,
  CANADA_BOUNDS,
  PLACE_NAME_MAX_LENGTH,
} from './limits';
import { LOCATION_ADMIN_FIELD_LABELS } from './field-labels';
import { withFieldLabels } from '../i18n/field-labels';

/*
 * Every message below is a key of VALIDATION_MESSAGES (i18n/validation-messages.ts); the field's
 * path supplies {label}.
 */

const placeName = z.string().trim().min(1, 'required').max(PLACE_NAME_MAX_LENGTH, 'tooLong');

const latitude = z.number('invalid').min(CANADA_BOUNDS.minLat, 'min').max(CANADA_BOUNDS.maxLat, 'max');
const longitude = z.number('invalid').min(CANADA_BOUNDS.minLng, 'min').max(CANADA_BOUNDS.maxLng, 'max');

/** The address field's search: typed text, and how many suggestions (at most 6). */
export const searchAddressesSchema = z.object({
  text: z.string().trim().min(1, 'required').max(ADDRESS_TEXT_MAX_LENGTH, 'tooLong'),
  first: z
    .number()
    .int('invalid')
    .min(1, 'min')
    .max(ADDRESS_SUGGESTIONS_MAX, 'max')
    .nullish()
    .transform((v) => v ?? ADDRESS_SUGGESTIONS_MAX),
});
export type SearchAddressesInput = z.infer<typeof searchAddressesSchema>;

/** A city found from a chosen address: name, province and coordinates inside Canada. */
export const createCitySchema = z.object({
  name: placeName,
  province: z.enum(PROVINCES, 'invalidChoice'),
  lat: latitude,
  lng: longitude,
});
export type CreateCityInput = z.infer<typeof createCitySchema>;

/** A neighbourhood of a city (spec/01 §7: featured false and popularity 0 unless given). */
export const createNeighbourhoodSchema = z.object({
  name: placeName,
  cityId: z.uuid('invalid'),
  featured: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  popularity: z
    .number()
    .int('invalid')
    .min(0, 'min')
    .max(1_000_000, 'max')
    .nullish()
    .transform((v) => v ?? 0),
});
export type CreateNeighbourhoodInput = z.infer<typeof createNeighbourhoodSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [searchAddressesSchema, createCitySchema, createNeighbourhoodSchema])
  withFieldLabels(schema, LOCATION_ADMIN_FIELD_LABELS);
