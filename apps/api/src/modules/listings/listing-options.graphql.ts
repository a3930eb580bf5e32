import type { Bilingual } from '@rentals/domain/i18n/translate';
import {
  BEDROOM_LABELS,
  LISTING_STATUS_LABELS,
  LOCATION_TAG_LABELS,
  PARKING_TYPE_LABELS,
  PET_LABELS,
  POSTER_ROLE_LABELS,
  PROPERTY_TYPE_LABELS,
  SHOWING_TYPE_LABELS,
  STORAGE_OPTION_LABELS,
  UTILITY_LABELS,
} from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITY_LABELS,
  TENANT_REQUIREMENT_LABELS,
  UNIT_AMENITY_LABELS,
  UNIT_APPLIANCE_LABELS,
} from '@rentals/domain/listings/features';
import { builder } from '../../graphql/builder';

/*
 * The option lists of listings as GraphQL enums, and the boolean flag groups as object and input
 * types, all generated from the label tables of packages/domain so the three never drift apart.
 */

function enumOf<K extends string>(name: string, description: string, labels: Record<K, Bilingual>) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(
      Object.entries<Bilingual>(labels).map(([value, label]) => [value, { description: label.en }]),
    ) as Record<K, { description: string }>,
  });
}

export const PropertyTypeEnum = enumOf('PropertyType', 'Type of property.', PROPERTY_TYPE_LABELS);
export const PosterRoleEnum = enumOf('PosterRole', 'Who posts the listing.', POSTER_ROLE_LABELS);
export const BedroomsEnum = enumOf('Bedrooms', 'Bedrooms of a unit.', BEDROOM_LABELS);
export const ParkingTypeEnum = enumOf('ParkingType', 'Parking of a unit.', PARKING_TYPE_LABELS);
export const StorageOptionEnum = enumOf('StorageOption', 'Storage of a unit.', STORAGE_OPTION_LABELS);
export const ShowingTypeEnum = enumOf('ShowingType', 'How the unit is shown.', SHOWING_TYPE_LABELS);
export const ListingStatusEnum = enumOf(
  'ListingStatus',
  "A listing's status as its viewer sees it (spec/01 §4): the owner and landlords see PENDING_APPROVAL, INACTIVE or ACTIVE; others AVAILABLE or UNAVAILABLE.",
  LISTING_STATUS_LABELS,
);
export const ListingSourceEnum = builder.enumType('ListingSource', {
  description: 'Where a listing was created.',
  values: {
    LISTING: { description: 'The Add Property dialog.' },
    LIST_WITH_US: { description: 'The public list-with-us wizard.' },
  },
});
export const PictureKindEnum = builder.enumType('PictureKind', {
  description: 'A picture, or a unit floor plan.',
  values: {
    PICTURE: { description: 'A picture of the building or unit.' },
    FLOOR_PLAN: { description: "A unit's floor plan (picture or PDF)." },
  },
});

/** An object type and an input type for one group of boolean flags. */
function flagGroup<K extends string>(name: string, description: string, labels: Record<K, Bilingual>) {
  const keys = Object.keys(labels) as K[];
  const output = builder.objectRef<Record<K, boolean>>(name).implement({
    description,
    fields: (t) =>
      Object.fromEntries(
        keys.map((key) => [key, t.boolean({ description: labels[key].en, resolve: (flags) => flags[key] })]),
      ),
  });
  const input = builder.inputType(`${name}Input`, {
    description: `${description} The group replaces the stored one: an absent flag is false.`,
    fields: (t) => Object.fromEntries(keys.map((key) => [key, t.boolean({ description: labels[key].en })])),
  });
  return { output, input };
}

export const Utilities = flagGroup('Utilities', 'Utilities included in the rent.', UTILITY_LABELS);
export const TenantRequirements = flagGroup(
  'TenantRequirements',
  'What the landlord asks of tenants.',
  TENANT_REQUIREMENT_LABELS,
);
export const Pets = flagGroup('Pets', "Pets allowed; 'none' excludes the others.", PET_LABELS);
export const BuildingAmenities = flagGroup(
  'BuildingAmenities',
  'Amenities of the building (33 flags).',
  BUILDING_AMENITY_LABELS,
);
export const LocationTags = flagGroup('LocationTags', 'Tags of the location.', LOCATION_TAG_LABELS);
export const UnitAmenities = flagGroup(
  'UnitAmenities',
  'Amenities of a unit (12 flags).',
  UNIT_AMENITY_LABELS,
);
export const UnitAppliances = flagGroup(
  'UnitAppliances',
  'Appliances of a unit (12 flags).',
  UNIT_APPLIANCE_LABELS,
);
