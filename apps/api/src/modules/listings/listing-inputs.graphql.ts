import { builder } from '../../graphql/builder';
import { ListingLocationInput } from './listing-location.graphql';
import {
  BuildingAmenities,
  ListingSourceEnum,
  Pets,
  PosterRoleEnum,
  PropertyTypeEnum,
  ShowingTypeEnum,
  TenantRequirements,
  Utilities,
} from './listing-options.graphql';
import { CreateUnitInput, unitInputFields, type InputFields } from './unit.graphql';

/** The inputs of the listing mutations: the wizard's building fields, with or without a unit. */

/** The building fields; the list-with-us wizard's input sends the same building. */
export const buildingFields = (t: InputFields) => ({
  title: t.string({ description: 'Building title (required).' }),
  description: t.string({ description: 'Description.' }),
  propertyType: t.field({ type: PropertyTypeEnum, description: 'Type of property (default OTHER).' }),
  role: t.field({ type: PosterRoleEnum, description: 'Who posts it.' }),
  region: t.string({ description: 'Region (province).' }),
  buildingConstructionYear: t.string({ description: 'Year of construction, not after the current year.' }),
  totalUnitsInBuilding: t.int({ description: 'Units in the building.' }),
  storiesInBuilding: t.int({ description: 'Floors.' }),
  developmentCompany: t.string({ description: 'Development company.' }),
  moveInBonuses: t.string({ description: 'Move-in bonuses.' }),
  basement: t.boolean({ description: 'Has a basement.' }),
  location: t.field({ type: ListingLocationInput, description: 'Location (required, sent whole).' }),
  utilities: t.field({ type: Utilities.input, description: 'Utilities included.' }),
  amenities: t.field({ type: BuildingAmenities.input, description: 'Building amenities.' }),
  pets: t.field({ type: Pets.input, description: "Pets allowed; 'none' excludes the others." }),
  tenantRequirements: t.field({ type: TenantRequirements.input, description: 'Tenant requirements.' }),
  pictures: t.idList({
    description:
      "Building pictures: file ids from multipleFileUpload (LISTING_PICTURE) uploaded by the caller, in order; 1 to 60. Replaces the building's list.",
  }),
  advertiseUnit: t.boolean({ description: 'Owner question: advertise the unit.' }),
  existingUrl: t.string({ description: 'Owner question: existing listing URL.' }),
  advertiseDuration: t.string({ description: 'Owner question: advertising duration.' }),
  currentlyTenanted: t.boolean({ description: 'Owner question: currently tenanted.' }),
  desiredRentalPrice: t.float({ description: 'Owner question: desired rent, CAD.' }),
  minimumRentalPrice: t.float({ description: 'Owner question: minimum rent, CAD.' }),
  extraInfo: t.string({ description: 'Owner question: extra information.' }),
  showingUnit: t.field({ type: ShowingTypeEnum, description: 'Owner question: how the unit is shown.' }),
  customiseLease: t.boolean({ description: 'Owner question: customise the lease.' }),
  propertyRealtor: t.boolean({ description: 'Owner question: listed with a realtor.' }),
  commission: t.string({ description: 'Owner question: commission.' }),
  partnershipStatus: t.string({ description: 'Owner question: partnership status.' }),
  spousePartner: t.string({ description: 'Owner question: spouse or partner.' }),
  lockbox: t.string({ description: 'Owner question: lockbox.' }),
  govtProof: t.id({
    description: 'Government proof: a GOVT_PROOF file id uploaded by the caller; null removes it.',
  }),
  ownershipProof: t.id({
    description: 'Ownership proof: an OWNERSHIP_PROOF file id uploaded by the caller.',
  }),
  signature: t.string({ description: 'Owner signature.' }),
  signatureFile: t.id({
    description:
      "Owner's drawn signature: a LISTING_SIGNATURE file id uploaded by the caller; null removes it.",
  }),
});

export const CreateListingInput = builder.inputType('CreateListingInput', {
  description: 'A new building with its first unit, pictures and location.',
  fields: (t) => ({
    ...buildingFields(t),
    createdFrom: t.field({ type: ListingSourceEnum, description: 'Where it is created (default LISTING).' }),
    unit: t.field({ type: CreateUnitInput, description: 'The first unit (required).' }),
    planIds: t.intList({
      description:
        "Plans chosen on the dialog's plan step (non-staff creators; staff's are ignored): one of group 2, at most one per group, offered at the address, no boost.",
    }),
  }),
});

const UnitWithIdInput = builder.inputType('ListingUnitInput', {
  description: 'A unit of the building changed with it, by id.',
  fields: (t) => ({ id: t.id({ required: true, description: 'Unit id.' }), ...unitInputFields(t) }),
});

export const UpdateBuildingInput = builder.inputType('UpdateBuildingInput', {
  description: 'The whole building again (required fields as for createListing), optionally with one unit.',
  fields: (t) => ({
    ...buildingFields(t),
    unit: t.field({ type: UnitWithIdInput, description: 'A unit to change with the building.' }),
  }),
});

export const UpdateListingInput = builder.inputType('UpdateListingInput', {
  description: 'One wizard page of changes; absent fields stay as they are.',
  fields: (t) => ({
    ...buildingFields(t),
    unit: t.field({ type: UnitWithIdInput, description: 'A unit to change, with only its changed fields.' }),
    planIds: t.intList({
      description:
        "The listing's plans chosen again (owner or staff): checked as at creation, any plan offered at the address; a newly chosen paying plan marks it UNPAID when no payment status was recorded.",
    }),
  }),
});

export const ListingWhereInput = builder.inputType('ListingWhereInput', {
  description: 'A listing by id.',
  fields: (t) => ({ id: t.id({ required: true, description: 'Listing id.' }) }),
});

export const MarkRentedInput = builder.inputType('MarkListingRentedInput', {
  description: 'Mark as rented (spec/01 §4).',
  fields: (t) => ({
    signedLeaseDate: t.string({ required: true, description: 'Signed lease date, YYYY-MM-DD.' }),
    rentedPrice: t.float({ required: true, description: 'Rented price, CAD.' }),
    disableListing: t.string({ required: true, description: "Disable-listing choice: '0' or '1'." }),
    tenantNames: t.string({ description: 'Tenant names.' }),
  }),
});
