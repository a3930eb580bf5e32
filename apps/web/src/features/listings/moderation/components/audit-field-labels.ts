import { translate } from '@rentals/domain/i18n/translate';
import { LOCATION_TAG_LABELS, PET_LABELS, UTILITY_LABELS } from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITY_LABELS,
  TENANT_REQUIREMENT_LABELS,
  UNIT_AMENITY_LABELS,
  UNIT_APPLIANCE_LABELS,
} from '@rentals/domain/listings/features';
import { BUILDING_FIELD_LABELS } from '@rentals/domain/listings/field-labels';
import type { Bilingual } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';

/*
 * The names of the fields an edit records in the listing history (the API's listing-edit-record.ts
 * keys them by the listing input's paths: 'title', 'location.address', 'unit.monthlyPrice'), taken
 * from the domain's field labels; a flag is stored as its column ('amenityGym', 'unit.applianceFridge').
 */

/** Flag columns by prefix, with the labels of their flags. */
const FLAG_GROUPS: readonly (readonly [string, Record<string, Bilingual>])[] = [
  ['unit.amenity', UNIT_AMENITY_LABELS],
  ['unit.appliance', UNIT_APPLIANCE_LABELS],
  ['location.tag', LOCATION_TAG_LABELS],
  ['amenity', BUILDING_AMENITY_LABELS],
  ['utility', UTILITY_LABELS],
  ['requires', TENANT_REQUIREMENT_LABELS],
  ['pet', PET_LABELS],
];

/** A flag column's flag ('amenityGym' → 'gym'), or null when the column is not of the group. */
function flagOf(field: string, prefix: string): string | null {
  if (!field.startsWith(prefix) || field.length === prefix.length) return null;
  const rest = field.slice(prefix.length);
  return rest[0] === rest[0]!.toUpperCase() ? rest[0]!.toLowerCase() + rest.slice(1) : null;
}

/** Documents are stored by file id. */
const DOCUMENT_COLUMNS: Record<string, string> = {
  govtProofFileId: 'govtProof',
  ownershipProofFileId: 'ownershipProof',
  signatureFileId: 'signatureFile',
};

/** The name of a field an edit changed, in the language, or null when the domain has none. */
export function editFieldLabel(field: string, locale: Locale): string | null {
  const path = DOCUMENT_COLUMNS[field] ?? field;
  const label = BUILDING_FIELD_LABELS[path];
  if (label) return translate(label, locale);
  for (const [prefix, labels] of FLAG_GROUPS) {
    const flag = flagOf(field, prefix);
    if (flag && labels[flag]) return translate(labels[flag], locale);
  }
  return null;
}
