import { z } from 'zod';
import { nestedLabels, withFieldLabels, type FieldLabels } from '../i18n/field-labels';
import { phoneSchema } from '../users/schemas';
import { POSTER_ROLES } from './enums';
import { BUILDING_OWN_FIELD_LABELS, LOCATION_FIELD_LABELS, UNIT_FIELD_LABELS } from './field-labels';
import { LIST_WITH_US_MAX_UNITS } from './list-with-us';
import { buildingShape, createUnitSchema } from './schemas';

/*
 * The list-with-us wizard's payload (spec/03 §3.1, createListWithUs): steps 1 to 7 merged. The
 * building is createListing's; the poster role is asked once at the top, and the region is the
 * province of the address's city, so neither is taken from the building. Messages are
 * VALIDATION_MESSAGES keys.
 */

/** The most plans one submission may choose: one per plan group. */
export const LIST_WITH_US_MAX_PLANS = 4;

const { role: _role, region: _region, ...listingShape } = buildingShape;

const NOT_IN_LISTING = new Set(['role', 'region', 'createdFrom', 'planIds']);
const listingLabels = Object.fromEntries(
  Object.entries(BUILDING_OWN_FIELD_LABELS).filter(([path]) => !NOT_IN_LISTING.has(path)),
) as FieldLabels;

export const LIST_WITH_US_FIELD_LABELS: FieldLabels = {
  role: BUILDING_OWN_FIELD_LABELS.role,
  phone: { en: 'Phone', fr: 'Téléphone' },
  planIds: BUILDING_OWN_FIELD_LABELS.planIds,
  units: { en: 'Units', fr: 'Logements' },
  ...nestedLabels('listing', listingLabels),
  ...nestedLabels('listing.location', LOCATION_FIELD_LABELS),
  ...nestedLabels('units', UNIT_FIELD_LABELS),
};

export const listWithUsInputSchema = withFieldLabels(
  z.object({
    role: z.enum(POSTER_ROLES, { error: (issue) => (issue.input == null ? 'required' : 'invalidChoice') }),
    phone: z.string('required').trim().min(1, 'required').pipe(phoneSchema),
    planIds: z
      .array(z.number('invalid').int('invalid').min(1, 'invalid'), 'required')
      .min(1, 'required')
      .max(LIST_WITH_US_MAX_PLANS, 'max'),
    listing: z.object(listingShape),
    units: z.array(createUnitSchema, 'required').min(1, 'required').max(LIST_WITH_US_MAX_UNITS, 'max'),
  }),
  LIST_WITH_US_FIELD_LABELS,
);
export type ListWithUsInput = z.infer<typeof listWithUsInputSchema>;

/** updateUserTypeListWithUs: the role the caller is about to list as. */
export const updateUserTypeListWithUsSchema = withFieldLabels(
  z.object({
    role: z.enum(POSTER_ROLES, { error: (issue) => (issue.input == null ? 'required' : 'invalidChoice') }),
  }),
  { role: BUILDING_OWN_FIELD_LABELS.role },
);
