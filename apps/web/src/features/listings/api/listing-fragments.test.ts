import { LOCATION_TAGS, PETS, UTILITIES } from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITIES,
  TENANT_REQUIREMENTS,
  UNIT_AMENITIES,
  UNIT_APPLIANCES,
} from '@rentals/domain/listings/features';
import { Kind, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  BuildingAmenityFieldsFragment,
  LocationTagFieldsFragment,
  PetFieldsFragment,
  TenantRequirementFieldsFragment,
  UnitAmenityFieldsFragment,
  UnitApplianceFieldsFragment,
  UtilityFieldsFragment,
} from './listing-fragments';

/** The fields a one-fragment document selects, in order. */
function fieldsOf(document: DocumentNode): string[] {
  const [definition] = document.definitions;
  if (definition?.kind !== Kind.FRAGMENT_DEFINITION) throw new Error('not a fragment document');
  return definition.selectionSet.selections.map((selection) =>
    selection.kind === Kind.FIELD ? selection.name.value : selection.kind,
  );
}

describe('the listing fragments', () => {
  it.each([
    ['BuildingAmenityFields', BuildingAmenityFieldsFragment, BUILDING_AMENITIES],
    ['UnitAmenityFields', UnitAmenityFieldsFragment, UNIT_AMENITIES],
    ['UnitApplianceFields', UnitApplianceFieldsFragment, UNIT_APPLIANCES],
    ['LocationTagFields', LocationTagFieldsFragment, LOCATION_TAGS],
    ['UtilityFields', UtilityFieldsFragment, UTILITIES],
    ['PetFields', PetFieldsFragment, PETS],
    ['TenantRequirementFields', TenantRequirementFieldsFragment, TENANT_REQUIREMENTS],
  ] as const)('%s selects the option list of the domain, in its order', (_, fragment, options) => {
    expect(fieldsOf(fragment)).toEqual([...options]);
  });
});
