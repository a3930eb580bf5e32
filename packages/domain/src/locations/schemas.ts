import { z } from 'zod';
import { PROVINCES } from '../users/enums';
import {
  ADDRESS_SUGGESTIONS_MAX,
  ADDRESS_TEXT_MAX_LENGTH,
  CANADA_BOUNDS,
  PLACE_ID_MAX_LENGTH,
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

/** A point placed by hand on the address field's map: inside Canada. */
export const placeAtSchema = z.object({ lat: latitude, lng: longitude });
export type PlaceAtInput = z.infer<typeof placeAtSchema>;

/** What a suggestion of the address field carries to find its place again (opaque, from the geocoder). */
const placeId = z.string().trim().min(1, 'required').max(PLACE_ID_MAX_LENGTH, 'tooLong');

/**
 * A place as the geocoder describes it: city, province, neighbourhood and coordinates inside
 * Canada. The server checks the geocoder's answer with it before a city or neighbourhood is stored.
 */
export const geocodedPlaceSchema = z.object({
  city: placeName,
  region: z.enum(PROVINCES, 'invalidChoice'),
  neighbourhood: placeName.nullish(),
  lat: latitude,
  lng: longitude,
});
export type GeocodedPlace = z.infer<typeof geocodedPlaceSchema>;

/** The city of a chosen address: only its place id; name, province and coordinates come from the geocoder. */
export const createCitySchema = z.object({ placeId });
export type CreateCityInput = z.infer<typeof createCitySchema>;

/**
 * The neighbourhood of a chosen address, by its place id. Featured and popularity are left as they
 * are unless given (a new one starts at false and 0, spec/01 §7); only staff may give them.
 */
export const createNeighbourhoodSchema = z.object({
  placeId,
  featured: z.boolean().nullish(),
  popularity: z.number().int('invalid').min(0, 'min').max(1_000_000, 'max').nullish(),
});
export type CreateNeighbourhoodInput = z.infer<typeof createNeighbourhoodSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [
  searchAddressesSchema,
  placeAtSchema,
  geocodedPlaceSchema,
  createCitySchema,
  createNeighbourhoodSchema,
])
  withFieldLabels(schema, LOCATION_ADMIN_FIELD_LABELS);
