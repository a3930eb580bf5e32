import type { WizardListingFieldsFragment } from '../../../../gql/graphql';
import { STEP_FIELDS, UNIT_STEPS } from './payload';
import { EMPTY_VALUES, fromListing, type WizardField, type WizardValues } from './wizard-values';

/** The unit's own fields of pages 3 to 5 (the description on page 5 belongs to the building). */
export const UNIT_FIELDS: readonly WizardField[] = UNIT_STEPS.flatMap((step) =>
  STEP_FIELDS[step].filter((field) => field !== 'description'),
);

/**
 * The form of add-unit mode: the building as stored (so the whole form validates as on create) and
 * an empty unit, exactly as a new building's first unit starts.
 */
export function newUnitValues(listing: WizardListingFieldsFragment): WizardValues {
  const values: WizardValues = { ...fromListing(listing, null) };
  for (const field of UNIT_FIELDS) Object.assign(values, { [field]: EMPTY_VALUES[field] });
  return values;
}
