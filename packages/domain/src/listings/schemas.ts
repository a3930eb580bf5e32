import { isoDateSchema } from '../iso-date-schema';
import { z } from 'zod';
import { SUPPORT_PHONE } from '../contact';
import {
  ADDRESS_MAX_LENGTH,
  CONSTRUCTION_YEAR_MIN,
  LEASE_TERM_MAX,
  LEASE_TERM_MIN,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_PICTURES_MAX,
  LISTING_PICTURES_MIN,
  LISTING_TEXT_MAX_LENGTH,
  LISTING_TITLE_MAX_LENGTH,
  PARKING_SPOTS_MAX,
  PARKING_SPOTS_MIN,
  PRICE_MAX,
  PRICE_MIN,
  SIGNED_LEASE_YEAR_MIN,
  STORIES_MAX,
  TOTAL_UNITS_MAX,
  UNIT_SIZE_MAX,
} from './limits';
import {
  BATHROOMS,
  BEDROOMS,
  DISABLE_LISTING_CHOICES,
  LISTING_SOURCES,
  LOCATION_TAGS,
  PARKING_TYPES,
  PETS,
  POSTER_ROLES,
  PROPERTY_TYPES,
  SHOWING_TYPES,
  STORAGE_OPTIONS,
  UTILITIES,
} from './enums';
import { BUILDING_AMENITIES, TENANT_REQUIREMENTS, UNIT_AMENITIES, UNIT_APPLIANCES } from './features';
import { hasCents, latestConstructionYear, petsAreConsistent, signedLeaseDateIssue } from './rules';
import { BUILDING_FIELD_LABELS, MARK_RENTED_FIELD_LABELS, UNIT_FIELD_LABELS } from './field-labels';
import { withFieldLabels } from '../i18n/field-labels';

/*
 * The listing wizard's schemas (spec/03 §5), shared by the Add/Update Property dialog and the API.
 * Messages are VALIDATION_MESSAGES keys; a custom issue's `params` fill the message's placeholders.
 * No field has a zod default: the same shapes serve partial updates, where an absent field must
 * stay absent. The API applies creation defaults.
 */

const requiredText = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').nullish();
const id = z.string('required').uuid('invalid');
const choice = <const T extends readonly [string, ...string[]]>(values: T, missing = 'required') =>
  z.enum(values, { error: (issue) => (issue.input == null ? missing : 'invalidChoice') });
/** A yes/no question of the wizard: unanswered reads 'This question is required'. */
const yesNo = () => z.boolean({ error: (issue) => (issue.input == null ? 'questionRequired' : 'invalid') });
/** A number whose absence reads `missing` and whose wrong type reads `wrongType`. */
const number = (missing: string, wrongType = 'invalid') =>
  z.number({ error: (issue) => (issue.input == null ? missing : wrongType) });
const count = (min: number, max: number) => number('required').int('invalid').min(min, 'min').max(max, 'max');

const isoDate = isoDateSchema;

/** An amount in CAD: 0 to 200000 in cents; above the limit the message names the support phone. */
export const amountSchema = number('required', 'amountNumber')
  .min(PRICE_MIN, 'amountMin')
  .refine((v) => v <= PRICE_MAX, { message: 'priceOverLimit', params: { phone: SUPPORT_PHONE } })
  .refine(hasCents, 'amountStep');

/**
 * The year of construction, as the wizard sends it (a string): four digits, not later than the
 * current year ('{label} must be before {year}', with {year} the first year refused).
 */
export const constructionYearSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'invalid')
  .superRefine((value, ctx) => {
    const latest = latestConstructionYear();
    if (Number(value) > latest) {
      ctx.addIssue({ code: 'custom', message: 'yearInFuture', params: { year: latest + 1 } });
    } else if (Number(value) < CONSTRUCTION_YEAR_MIN) {
      ctx.addIssue({ code: 'custom', message: 'min', params: { min: CONSTRUCTION_YEAR_MIN } });
    }
  });

/** A group of boolean flags: every flag optional; the API stores an absent one as false. */
const flags = <const K extends readonly string[]>(keys: K) =>
  z.object(
    Object.fromEntries(keys.map((k) => [k, z.boolean().nullish()])) as Record<
      K[number],
      z.ZodOptional<z.ZodNullable<z.ZodBoolean>>
    >,
  );

export const utilitiesSchema = flags(UTILITIES);
export const tenantRequirementsSchema = flags(TENANT_REQUIREMENTS);
export const buildingAmenitiesSchema = flags(BUILDING_AMENITIES);
export const unitAmenitiesSchema = flags(UNIT_AMENITIES);
export const unitAppliancesSchema = flags(UNIT_APPLIANCES);
export const locationTagsSchema = flags(LOCATION_TAGS);
/** Pets: choosing none excludes cat, dog and other (spec/03 §5). */
export const petsSchema = flags(PETS).refine(petsAreConsistent, {
  message: 'petsNoneExclusive',
  path: ['none'],
});

/** Uploaded file ids (multipleFileUpload, pathType LISTING_PICTURE), in display order. */
const pictureIds = z.array(id).max(LISTING_PICTURES_MAX, 'picturesMax');

/** The address chosen in the wizard with its city and neighbourhood (found or created beforehand). */
export const locationSchema = z.object({
  address: requiredText(ADDRESS_MAX_LENGTH),
  lat: number('required').min(-90, 'min').max(90, 'max'),
  lng: number('required').min(-180, 'min').max(180, 'max'),
  cityId: id,
  neighbourhoodId: id.nullish(),
  homePreview: optionalText(LISTING_TEXT_MAX_LENGTH),
  tags: locationTagsSchema.nullish(),
});
export type LocationInput = z.infer<typeof locationSchema>;

/** Unit fields (spec/03 §3.3), steps 3 to 5 of the dialog. */
const unitShape = {
  title: requiredText(LISTING_TITLE_MAX_LENGTH),
  number: optionalText(50),
  den: z.boolean().nullish(),
  available: z.boolean().nullish(),
  startDateAvailability: isoDate.nullish(),
  unitSize: count(0, UNIT_SIZE_MAX),
  bedrooms: choice(BEDROOMS),
  bathrooms: number('required', 'invalidChoice').refine((v) => BATHROOMS.includes(v), 'invalidChoice'),
  monthlyPrice: amountSchema.nullish(),
  deposit: amountSchema.nullish(),
  contactForPricing: z.boolean().nullish(),
  leaseTerm: count(LEASE_TERM_MIN, LEASE_TERM_MAX).nullish(),
  parking: choice(PARKING_TYPES),
  parkingSpots: count(PARKING_SPOTS_MIN, PARKING_SPOTS_MAX).nullish(),
  storage: choice(STORAGE_OPTIONS, 'questionRequired'),
  maintenance: yesNo(),
  smokeAlarm: yesNo(),
  furnished: z.boolean().nullish(),
  moveInBonuses: optionalText(LISTING_TEXT_MAX_LENGTH),
  unitAmenities: unitAmenitiesSchema.nullish(),
  unitAppliances: unitAppliancesSchema.nullish(),
  pictures: pictureIds.nullish(),
  floorplan: id.nullish(),
};

type PricedUnit = {
  monthlyPrice?: number | null;
  deposit?: number | null;
  contactForPricing?: boolean | null;
};

/**
 * Pricing mode (spec/03 §3.7a): with Contact for Pricing the price and deposit are optional and
 * cleared; without it both are required. In a partial update only the fields sent are checked.
 */
function checkPricing(unit: PricedUnit, ctx: z.RefinementCtx, partial: boolean) {
  if (unit.contactForPricing) return;
  for (const field of ['monthlyPrice', 'deposit'] as const) {
    const sent = field in unit || unit.contactForPricing === false;
    if ((!partial || sent) && unit[field] == null) {
      ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
    }
  }
}

const clearPricing = <T extends PricedUnit>(unit: T): T =>
  unit.contactForPricing ? { ...unit, monthlyPrice: null, deposit: null } : unit;

/** A new unit: the first one of createListing, or 'Add Another Unit' (createUnit). */
export const createUnitSchema = z
  .object(unitShape)
  .superRefine((unit, ctx) => checkPricing(unit, ctx, false))
  .transform(clearPricing);
export type CreateUnitInput = z.infer<typeof createUnitSchema>;

/** A unit's changed fields (updateUnit, and the unit page of updateListing); absent fields stay. */
export const unitPatchSchema = z
  .object(unitShape)
  .partial()
  .superRefine((unit, ctx) => checkPricing(unit, ctx, true))
  .transform(clearPricing);
export type UnitPatchInput = z.infer<typeof unitPatchSchema>;

/**
 * Building fields (spec/01 §3 Listing, spec/03 §3.2 and the owner questions of §3.4); exported for
 * the list-with-us wizard's input, which sends the same building.
 */
export const buildingShape = {
  title: requiredText(LISTING_TITLE_MAX_LENGTH),
  description: optionalText(LISTING_DESCRIPTION_MAX_LENGTH),
  propertyType: choice(PROPERTY_TYPES).nullish(),
  role: choice(POSTER_ROLES).nullish(),
  region: optionalText(80),
  buildingConstructionYear: constructionYearSchema.nullish(),
  totalUnitsInBuilding: count(0, TOTAL_UNITS_MAX).nullish(),
  storiesInBuilding: count(0, STORIES_MAX).nullish(),
  developmentCompany: optionalText(LISTING_TITLE_MAX_LENGTH),
  moveInBonuses: optionalText(LISTING_TEXT_MAX_LENGTH),
  basement: z.boolean().nullish(),
  location: locationSchema,
  utilities: utilitiesSchema.nullish(),
  amenities: buildingAmenitiesSchema.nullish(),
  pets: petsSchema.nullish(),
  tenantRequirements: tenantRequirementsSchema.nullish(),
  pictures: pictureIds.min(LISTING_PICTURES_MIN, 'picturesRequired'),
  // Owner questions (spec/03 §3.4).
  advertiseUnit: z.boolean().nullish(),
  existingUrl: z.string().trim().max(500, 'tooLong').url('url').nullish(),
  advertiseDuration: optionalText(200),
  currentlyTenanted: z.boolean().nullish(),
  desiredRentalPrice: amountSchema.nullish(),
  minimumRentalPrice: amountSchema.nullish(),
  extraInfo: optionalText(LISTING_TEXT_MAX_LENGTH),
  showingUnit: choice(SHOWING_TYPES).nullish(),
  customiseLease: z.boolean().nullish(),
  propertyRealtor: z.boolean().nullish(),
  commission: optionalText(200),
  partnershipStatus: optionalText(200),
  spousePartner: optionalText(200),
  lockbox: optionalText(200),
  govtProof: id.nullish(),
  ownershipProof: id.nullish(),
  /** The owner's drawn signature: a LISTING_SIGNATURE file id (the `signature` text stays as typed). */
  signatureFile: id.nullish(),
  signature: optionalText(LISTING_TEXT_MAX_LENGTH),
};

/** createListing: the building, its first unit, pictures and location, created together. */
export const createListingSchema = z.object({
  ...buildingShape,
  createdFrom: choice(LISTING_SOURCES).nullish(),
  unit: createUnitSchema,
  /** The plans chosen on the dialog's plan step (non-staff creators; issue 20), one per plan group. */
  planIds: z.array(z.number('invalid').int('invalid').min(1, 'invalid')).max(4, 'max').nullish(),
});
export type CreateListingInput = z.infer<typeof createListingSchema>;

/** updateBuilding: the whole listing again (same required fields), with optionally one unit by id. */
export const updateBuildingSchema = z.object({
  ...buildingShape,
  unit: z.intersection(z.object({ id }), createUnitSchema).nullish(),
});
export type UpdateBuildingInput = z.infer<typeof updateBuildingSchema>;

/** updateListing: one page of the wizard at a time; absent fields stay as they are. */
export const listingPatchSchema = z
  .object({ ...buildingShape, pictures: pictureIds })
  .partial()
  .extend({
    unit: z.intersection(z.object({ id }), unitPatchSchema).nullish(),
    /** The plans chosen again when the listing is edited (list-with-us edit mode), checked as at creation. */
    planIds: z.array(z.number('invalid').int('invalid').min(1, 'invalid')).max(4, 'max').nullish(),
  });
export type ListingPatchInput = z.infer<typeof listingPatchSchema>;

/**
 * A signed lease date: a real YYYY-MM-DD day, not in the future nor before 1900
 * (signedLeaseDateIssue). Today is the server's UTC day, never behind a Canadian user's own.
 */
export const signedLeaseDateSchema = isoDate.superRefine((value, ctx) => {
  // A malformed date already has its 'invalidDate' issue.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
  const issue = signedLeaseDateIssue(value);
  if (issue === 'dateBeforeYear') {
    ctx.addIssue({ code: 'custom', message: issue, params: { year: SIGNED_LEASE_YEAR_MIN } });
  } else if (issue) {
    ctx.addIssue({ code: 'custom', message: issue });
  }
});

/** Mark as rented (spec/01 §4). */
export const markRentedSchema = z.object({
  signedLeaseDate: signedLeaseDateSchema,
  rentedPrice: amountSchema,
  disableListing: choice(DISABLE_LISTING_CHOICES),
  tenantNames: optionalText(LISTING_TEXT_MAX_LENGTH),
});
export type MarkRentedInput = z.infer<typeof markRentedSchema>;

/** picReorder: each picture's new position. */
export const picReorderSchema = z
  .array(z.object({ id, order: count(0, 10_000) }))
  .min(1, 'required')
  .max(LISTING_PICTURES_MAX * 2, 'picturesMax');

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [createUnitSchema, unitPatchSchema]) withFieldLabels(schema, UNIT_FIELD_LABELS);
for (const schema of [createListingSchema, updateBuildingSchema, listingPatchSchema])
  withFieldLabels(schema, BUILDING_FIELD_LABELS);
for (const schema of [markRentedSchema, picReorderSchema]) withFieldLabels(schema, MARK_RENTED_FIELD_LABELS);
