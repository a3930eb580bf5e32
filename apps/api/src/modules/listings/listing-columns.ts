import { LOCATION_TAGS, PETS, UTILITIES } from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITIES,
  TENANT_REQUIREMENTS,
  UNIT_AMENITIES,
  UNIT_APPLIANCES,
} from '@rentals/domain/listings/features';
import type { ListingPatchInput, LocationInput, UnitPatchInput } from '@rentals/domain/listings/schemas';
import type { listingLocations, listings, units } from '../../db/schema/listings';

/*
 * Maps the wizard's nested input (utilities: { water: true }) to the flat boolean columns and back.
 * A flag group that is sent replaces the whole group (an absent flag is false); an absent group
 * leaves the stored flags as they are.
 */

const column = (prefix: string, key: string) => `${prefix}${key[0]!.toUpperCase()}${key.slice(1)}`;

function flagValues(
  prefix: string,
  keys: readonly string[],
  group: Record<string, boolean | null | undefined> | null | undefined,
): Record<string, boolean> {
  if (group === undefined) return {};
  return Object.fromEntries(keys.map((key) => [column(prefix, key), group?.[key] === true]));
}

/** A flag group read back from a row's columns. */
export function readFlags<K extends string>(
  row: object,
  prefix: string,
  keys: readonly K[],
): Record<K, boolean> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, values[column(prefix, key)] === true])) as Record<
    K,
    boolean
  >;
}

const defined = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

type BuildingInput = Omit<
  ListingPatchInput,
  'unit' | 'location' | 'pictures' | 'govtProof' | 'ownershipProof' | 'signatureFile'
>;

/** Listing columns for the building fields present in the input. */
export function buildingColumns(input: BuildingInput): Partial<typeof listings.$inferInsert> {
  return defined({
    title: input.title,
    description: input.description,
    propertyType: input.propertyType === null ? 'OTHER' : input.propertyType,
    role: input.role,
    region: input.region,
    buildingConstructionYear: input.buildingConstructionYear,
    totalUnitsInBuilding: input.totalUnitsInBuilding,
    storiesInBuilding: input.storiesInBuilding,
    developmentCompany: input.developmentCompany,
    moveInBonuses: input.moveInBonuses,
    basement: input.basement,
    advertiseUnit: input.advertiseUnit,
    existingUrl: input.existingUrl,
    advertiseDuration: input.advertiseDuration,
    currentlyTenanted: input.currentlyTenanted,
    desiredRentalPrice: input.desiredRentalPrice,
    minimumRentalPrice: input.minimumRentalPrice,
    extraInfo: input.extraInfo,
    showingUnit: input.showingUnit,
    customiseLease: input.customiseLease,
    propertyRealtor: input.propertyRealtor,
    commission: input.commission,
    partnershipStatus: input.partnershipStatus,
    spousePartner: input.spousePartner,
    lockbox: input.lockbox,
    signature: input.signature,
    ...flagValues('utility', UTILITIES, input.utilities),
    ...flagValues('requires', TENANT_REQUIREMENTS, input.tenantRequirements),
    ...flagValues('pet', PETS, input.pets),
    ...flagValues('amenity', BUILDING_AMENITIES, input.amenities),
  });
}

/** Location columns (the whole location is sent at once). */
export function locationColumns(
  input: LocationInput,
): Omit<typeof listingLocations.$inferInsert, 'listingId'> {
  return {
    address: input.address,
    lat: input.lat,
    lng: input.lng,
    cityId: input.cityId,
    neighbourhoodId: input.neighbourhoodId ?? null,
    homePreview: input.homePreview ?? null,
    ...flagValues('tag', LOCATION_TAGS, input.tags ?? null),
  };
}

/** Unit columns for the fields present in the input. */
export function unitColumns(
  input: Omit<UnitPatchInput, 'pictures' | 'floorplan'>,
): Partial<typeof units.$inferInsert> {
  return defined({
    title: input.title,
    number: input.number,
    den: input.den,
    available: input.available ?? (input.available === null ? true : undefined),
    startDateAvailability: input.startDateAvailability,
    unitSize: input.unitSize,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    monthlyPrice: input.monthlyPrice,
    deposit: input.deposit,
    contactForPricing: input.contactForPricing ?? (input.contactForPricing === null ? false : undefined),
    leaseTerm: input.leaseTerm,
    parking: input.parking,
    parkingSpots: input.parkingSpots,
    storage: input.storage,
    maintenance: input.maintenance,
    smokeAlarm: input.smokeAlarm,
    furnished: input.furnished ?? (input.furnished === null ? false : undefined),
    moveInBonuses: input.moveInBonuses,
    ...flagValues('amenity', UNIT_AMENITIES, input.unitAmenities),
    ...flagValues('appliance', UNIT_APPLIANCES, input.unitAppliances),
  });
}
