import {
  LOCATION_TAGS,
  PETS,
  UTILITIES,
  type Bedrooms,
  type LocationTag,
  type ParkingType,
  type Pet,
  type PosterRole,
  type PropertyType,
  type StorageOption,
  type Utility,
} from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITIES,
  TENANT_REQUIREMENTS,
  UNIT_AMENITIES,
  UNIT_APPLIANCES,
  type BuildingAmenity,
  type TenantRequirement,
  type UnitAmenity,
  type UnitAppliance,
} from '@rentals/domain/listings/features';
import { isContactForPricing } from '@rentals/domain/listings/rules';
import type { WizardListingFieldsFragment } from '../../../../gql/graphql';

/** The chosen address: a searchAddresses suggestion, with its city and neighbourhood ids once known. */
export interface AddressValue {
  address: string;
  label: string;
  city: string;
  region: string;
  lat: number;
  lng: number;
  neighbourhood?: string | null;
  /** The suggestion's place: createCity and createNeighbourhood make the city and neighbourhood from it. */
  placeId?: string | null;
  cityId?: string | null;
  neighbourhoodId?: string | null;
}

/** One picture of the list: already stored (pictureId), uploading, uploaded or failed. */
export interface PictureItem {
  /** Stable key for React and drag and drop. */
  key: string;
  /** The stored picture (edit mode), for deletePicture and picReorder. */
  pictureId?: string;
  /** The uploaded file, sent in the listing's picture list. */
  fileId?: string;
  url: string;
  name: string;
  status: 'done' | 'uploading' | 'error';
  progress: number;
  /** Error code of a failed upload, shown on the picture. */
  error?: string;
  /**
   * A picture kept on this device (IndexedDB) until the visitor has an account: the list-with-us
   * wizard uploads it at submit and only then gets its fileId.
   */
  localKey?: string;
}

/** The unit's floor plan: an uploaded picture or PDF. */
export interface FloorPlanValue {
  fileId: string;
  url: string;
  name: string;
  mimeType: string;
}

export type YesNo = '' | 'yes' | 'no';

/**
 * The dialog's form: text inputs hold strings and flag groups hold the chosen names, so nothing
 * typed is lost; payload.ts turns them into the API's input.
 */
export interface WizardValues {
  role: PosterRole | '';
  propertyType: PropertyType | '';
  address: AddressValue | null;
  title: string;
  totalUnitsInBuilding: string;
  storiesInBuilding: string;
  buildingConstructionYear: string;
  utilities: Utility[];
  amenities: BuildingAmenity[];
  pets: Pet[];
  tags: LocationTag[];
  tenantRequirements: TenantRequirement[];
  basement: boolean;
  pictures: PictureItem[];
  moveInBonuses: string;
  unitTitle: string;
  startDateAvailability: string;
  bedrooms: Bedrooms | '';
  bathrooms: string;
  den: boolean;
  unitSize: string;
  contactForPricing: boolean;
  monthlyPrice: string;
  deposit: string;
  furnished: boolean;
  available: boolean;
  number: string;
  parking: ParkingType | '';
  leaseTerm: string;
  parkingSpots: string;
  storage: StorageOption | '';
  maintenance: YesNo;
  smokeAlarm: YesNo;
  unitAppliances: UnitAppliance[];
  unitAmenities: UnitAmenity[];
  floorplan: FloorPlanValue | null;
  /** The new unit's own pictures (add-unit mode only). */
  unitPictures: PictureItem[];
  description: string;
}

export type WizardField = keyof WizardValues;

export const EMPTY_VALUES: WizardValues = {
  role: '',
  propertyType: '',
  address: null,
  title: '',
  totalUnitsInBuilding: '',
  storiesInBuilding: '',
  buildingConstructionYear: '',
  utilities: [],
  amenities: [],
  pets: [],
  tags: [],
  tenantRequirements: [],
  basement: false,
  pictures: [],
  moveInBonuses: '',
  unitTitle: '',
  startDateAvailability: '',
  bedrooms: '',
  bathrooms: '',
  den: false,
  unitSize: '',
  contactForPricing: false,
  monthlyPrice: '',
  deposit: '',
  furnished: false,
  available: true,
  number: '',
  parking: '',
  leaseTerm: '',
  parkingSpots: '',
  storage: '',
  maintenance: '',
  smokeAlarm: '',
  unitAppliances: [],
  unitAmenities: [],
  floorplan: null,
  unitPictures: [],
  description: '',
};

/** The names of the true flags of a flag group, e.g. { gym: true, yard: false } → ['gym']. */
export function trueFlags<K extends string>(group: object | null | undefined, keys: readonly K[]): K[] {
  const flags = (group ?? {}) as Partial<Record<K, boolean | null>>;
  return keys.filter((key) => flags[key] === true);
}

/** Every flag of a group, true for the chosen names: the API replaces the whole group. */
export function toFlags<K extends string>(chosen: readonly K[], keys: readonly K[]): Record<K, boolean> {
  return Object.fromEntries(keys.map((key) => [key, chosen.includes(key)])) as Record<K, boolean>;
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
const yesNo = (value: boolean | null | undefined): YesNo => (value == null ? '' : value ? 'yes' : 'no');

type Unit = WizardListingFieldsFragment['units'][number];

/** The form for editing a building and one of its units (the first when none is named). */
export function fromListing(listing: WizardListingFieldsFragment, unitId: string | null): WizardValues {
  const unit: Unit | undefined = listing.units.find((u) => u.id === unitId) ?? listing.units[0];
  const location = listing.location;
  const contactForPricing = unit ? unit.contactForPricing || isContactForPricing(unit.monthlyPrice) : false;
  return {
    role: listing.role ?? '',
    propertyType: listing.propertyType,
    address: location
      ? {
          address: location.address,
          label: location.address,
          city: location.city.name,
          region: location.city.province,
          lat: location.lat,
          lng: location.lng,
          neighbourhood: location.neighbourHood?.name ?? null,
          cityId: location.city.id,
          neighbourhoodId: location.neighbourHood?.id ?? null,
        }
      : null,
    title: listing.title,
    totalUnitsInBuilding: text(listing.totalUnitsInBuilding),
    storiesInBuilding: text(listing.storiesInBuilding),
    buildingConstructionYear: text(listing.buildingConstructionYear),
    utilities: trueFlags(listing.utilities, UTILITIES),
    amenities: trueFlags(listing.amenities, BUILDING_AMENITIES),
    pets: trueFlags(listing.pets, PETS),
    tags: trueFlags(location?.tags, LOCATION_TAGS),
    tenantRequirements: trueFlags(listing.tenantRequirements, TENANT_REQUIREMENTS),
    basement: !!listing.basement,
    pictures: [...listing.pictures]
      .sort((a, b) => a.order - b.order)
      .map((p) => ({
        key: p.id,
        pictureId: p.id,
        fileId: p.fileId,
        url: p.url,
        name: p.filename,
        status: 'done' as const,
        progress: 100,
      })),
    moveInBonuses: text(listing.moveInBonuses),
    unitTitle: text(unit?.title),
    startDateAvailability: text(unit?.startDateAvailability),
    bedrooms: unit?.bedrooms ?? '',
    bathrooms: text(unit?.bathrooms),
    den: !!unit?.den,
    unitSize: text(unit?.unitSize),
    contactForPricing,
    monthlyPrice: contactForPricing ? '' : text(unit?.monthlyPrice),
    deposit: contactForPricing ? '' : text(unit?.deposit),
    furnished: !!unit?.furnished,
    available: unit?.available ?? true,
    number: text(unit?.number),
    parking: unit?.parking ?? '',
    leaseTerm: text(unit?.leaseTerm),
    parkingSpots: text(unit?.parkingSpots),
    storage: unit?.storage ?? '',
    maintenance: yesNo(unit?.maintenance),
    smokeAlarm: yesNo(unit?.smokeAlarm),
    unitAppliances: trueFlags(unit?.unitAppliances, UNIT_APPLIANCES),
    unitAmenities: trueFlags(unit?.unitAmenities, UNIT_AMENITIES),
    floorplan: unit?.floorplan
      ? {
          fileId: unit.floorplan.fileId,
          url: unit.floorplan.url,
          name: unit.floorplan.filename,
          mimeType: unit.floorplan.mimeType,
        }
      : null,
    unitPictures: [],
    description: text(listing.description),
  };
}
