import { z } from 'zod';
import {
  DESCRIPTION_LANDMARKS_MAX,
  DESCRIPTION_LIST_MAX,
  DESCRIPTION_TEXT_MAX_LENGTH,
  SCAN_IMAGE_MAX_URLS,
} from './limits';
import { DESCRIPTION_FIELD_LABELS } from './field-labels';
import { withFieldLabels } from '../i18n/field-labels';

/*
 * Messages are keys of VALIDATION_MESSAGES. Every fact is optional: the wizard asks for a description
 * at any step, and the generators write around what is missing.
 */

const text = z.string().trim().max(DESCRIPTION_TEXT_MAX_LENGTH, 'tooLong').nullish();
const list = (max: number) =>
  z
    .array(z.string().trim().min(1, 'required').max(DESCRIPTION_TEXT_MAX_LENGTH, 'tooLong'))
    .max(max, 'max')
    .nullish();
const count = (max: number) => z.number().int('invalid').min(0, 'min').max(max, 'max').nullish();
const amount = z.number().min(0, 'min').max(200_000, 'max').nullish();

/** The listing facts of spec/03 §7, named as the AI service names them. */
export const listingDescriptionFactsSchema = z.object({
  address: text,
  neighbor: text,
  property_type: text,
  num_floors: count(300),
  year_built: text,
  amenities: list(DESCRIPTION_LIST_MAX),
  utilities: list(DESCRIPTION_LIST_MAX),
  tags: list(DESCRIPTION_LIST_MAX),
  tenant_reqs: list(DESCRIPTION_LIST_MAX),
  pets_allowed: list(DESCRIPTION_LIST_MAX),
  bedrooms: text,
  bathrooms: z.number().min(0, 'min').max(20, 'max').nullish(),
  furnished: z.boolean().nullish(),
  monthly_price: amount,
  deposit: amount,
  avail_date: text,
  area: z.number().min(0, 'min').max(1_000_000, 'max').nullish(),
  lease_term: count(120),
  parking_type: text,
  num_spots: count(20),
  storage: text,
  unitamenities: list(DESCRIPTION_LIST_MAX),
  appliances: list(DESCRIPTION_LIST_MAX),
  features: list(DESCRIPTION_LIST_MAX),
  landmarks: list(DESCRIPTION_LANDMARKS_MAX),
});
export type ListingDescriptionFacts = z.infer<typeof listingDescriptionFactsSchema>;

/** scanImage: addresses of uploaded pictures, /files/<id>, at most a building's 60. */
export const scanImageSchema = z.object({
  urls: z
    .array(z.string().trim().min(1, 'required').max(DESCRIPTION_TEXT_MAX_LENGTH, 'tooLong'))
    .min(1, 'required')
    .max(SCAN_IMAGE_MAX_URLS, 'max'),
});

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [listingDescriptionFactsSchema, scanImageSchema])
  withFieldLabels(schema, DESCRIPTION_FIELD_LABELS);
