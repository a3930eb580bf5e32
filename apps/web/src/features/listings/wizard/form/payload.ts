import { DESCRIPTION_LIST_MAX } from '@rentals/domain/descriptions/limits';
import { LOCATION_TAGS, PETS, UTILITIES } from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITIES,
  TENANT_REQUIREMENTS,
  UNIT_AMENITIES,
  UNIT_APPLIANCES,
} from '@rentals/domain/listings/features';
import type {
  CreateListingInput,
  CreateUnitInput,
  ListingDescriptionFactsInput,
  ListingLocationInput,
  UpdateListingInput,
} from '../../../../gql/graphql';
import { parseNumberText } from '../../../../lib/forms/number-text';
import { toFlags, type WizardField, type WizardValues, type YesNo } from './wizard-values';

/** The dialog's pages (spec/03 §3.2): 1 to 5 are the form, 6 the plan choice of non-admin creators. */
export type WizardStep = 1 | 2 | 3 | 4 | 5;
export const FORM_STEPS: readonly WizardStep[] = [1, 2, 3, 4, 5];
export const PLAN_STEP = 6;

/** The fields of each page (spec/03 §3.2 "Step fields of the Add/Update dialog"). */
export const STEP_FIELDS: Record<WizardStep, readonly WizardField[]> = {
  1: [
    'role',
    'propertyType',
    'address',
    'title',
    'totalUnitsInBuilding',
    'storiesInBuilding',
    'buildingConstructionYear',
  ],
  2: [
    'utilities',
    'amenities',
    'pets',
    'tags',
    'tenantRequirements',
    'basement',
    'pictures',
    'moveInBonuses',
  ],
  3: [
    'unitTitle',
    'startDateAvailability',
    'bedrooms',
    'bathrooms',
    'den',
    'unitSize',
    'contactForPricing',
    'monthlyPrice',
    'deposit',
    'furnished',
    'available',
  ],
  4: ['number', 'parking', 'leaseTerm', 'parkingSpots', 'storage', 'maintenance', 'smokeAlarm'],
  5: ['unitAppliances', 'unitAmenities', 'floorplan', 'unitPictures', 'description'],
};

/** The pages of add-unit mode: only the unit's (spec/03 §2.2 'Add Units'). */
export const UNIT_STEPS: readonly WizardStep[] = [3, 4, 5];

/** The city and neighbourhood ids of the chosen address (createCity / createNeighbourhood). */
export interface PlaceIds {
  cityId: string;
  neighbourhoodId?: string | null;
}

/** A typed whole number or amount, or undefined when empty; what is not a number stays NaN so validation names it. */
const whole = (value: string) => parseNumberText(value, 'integer');
const amount = (value: string) => parseNumberText(value, 'decimal');
/** A number fact for the description: only a number that passes as one is worth writing about. */
const fact = (value: number | null | undefined) =>
  value != null && Number.isFinite(value) ? value : undefined;

const optionalText = (value: string) => (value.trim() === '' ? null : value);
const choice = <T extends string>(value: T | '') => (value === '' ? undefined : value);
const yesNo = (value: YesNo) => (value === '' ? undefined : value === 'yes');

function toLocation(values: WizardValues, ids: PlaceIds): ListingLocationInput | undefined {
  const address = values.address;
  if (!address) return undefined;
  return {
    address: address.address,
    lat: address.lat,
    lng: address.lng,
    cityId: ids.cityId,
    neighbourhoodId: ids.neighbourhoodId ?? null,
    tags: toFlags(values.tags, LOCATION_TAGS),
  };
}

/** The pictures sent: the uploaded files, in the order shown; failed or unfinished ones are left out. */
export function pictureFileIds(values: Pick<WizardValues, 'pictures'>): string[] {
  return values.pictures.flatMap((p) => (p.status === 'done' && p.fileId ? [p.fileId] : []));
}

/** Unit fields of steps 3 to 5; with Contact for Pricing the price and deposit are cleared (spec/03 §3.7a). */
function unitPages(values: WizardValues) {
  return {
    3: {
      title: values.unitTitle,
      startDateAvailability: optionalText(values.startDateAvailability),
      bedrooms: choice(values.bedrooms),
      bathrooms: amount(values.bathrooms),
      den: values.den,
      unitSize: whole(values.unitSize),
      contactForPricing: values.contactForPricing,
      monthlyPrice: values.contactForPricing ? null : amount(values.monthlyPrice),
      deposit: values.contactForPricing ? null : amount(values.deposit),
      furnished: values.furnished,
      available: values.available,
    },
    4: {
      number: optionalText(values.number),
      parking: choice(values.parking),
      leaseTerm: whole(values.leaseTerm) ?? null,
      parkingSpots: whole(values.parkingSpots) ?? null,
      storage: choice(values.storage),
      maintenance: yesNo(values.maintenance),
      smokeAlarm: yesNo(values.smokeAlarm),
    },
    5: {
      unitAppliances: toFlags(values.unitAppliances, UNIT_APPLIANCES),
      unitAmenities: toFlags(values.unitAmenities, UNIT_AMENITIES),
      floorplan: values.floorplan?.fileId ?? null,
    },
  } satisfies Record<3 | 4 | 5, CreateUnitInput>;
}

/** Building fields of steps 1, 2 and 5. */
function buildingPages(values: WizardValues, ids: PlaceIds) {
  const location = toLocation(values, ids);
  return {
    1: {
      role: choice(values.role),
      propertyType: choice(values.propertyType),
      title: values.title,
      totalUnitsInBuilding: whole(values.totalUnitsInBuilding) ?? null,
      storiesInBuilding: whole(values.storiesInBuilding) ?? null,
      buildingConstructionYear: optionalText(values.buildingConstructionYear),
      region: values.address?.region ?? null,
      location,
    },
    2: {
      utilities: toFlags(values.utilities, UTILITIES),
      amenities: toFlags(values.amenities, BUILDING_AMENITIES),
      pets: toFlags(values.pets, PETS),
      tenantRequirements: toFlags(values.tenantRequirements, TENANT_REQUIREMENTS),
      basement: values.basement,
      pictures: pictureFileIds(values),
      moveInBonuses: optionalText(values.moveInBonuses),
      // Tags belong to the location, which the API takes whole.
      location,
    },
    5: { description: optionalText(values.description) },
  } satisfies Record<1 | 2 | 5, UpdateListingInput>;
}

/** createListing's input: the whole form, the building with its first unit (spec/03 §4.2). */
export function toCreateInput(values: WizardValues, ids: PlaceIds): CreateListingInput {
  const building = buildingPages(values, ids);
  const unit = unitPages(values);
  return {
    ...building[1],
    ...building[2],
    ...building[5],
    createdFrom: 'LISTING',
    unit: { ...unit[3], ...unit[4], ...unit[5] },
  };
}

/** createUnit's input in add-unit mode: the unit of pages 3 to 5 with its own pictures. */
export function toCreateUnitInput(values: WizardValues): CreateUnitInput {
  const unit = unitPages(values);
  return { ...unit[3], ...unit[4], ...unit[5], pictures: pictureFileIds({ pictures: values.unitPictures }) };
}

/**
 * updateListing's input for one page in edit mode (spec/03 §4.2 "updated page by page"): only that
 * page's fields, the unit's under `unit` with its id.
 */
export function toPagePatch(
  step: WizardStep,
  values: WizardValues,
  ids: PlaceIds,
  unitId: string | null,
): UpdateListingInput {
  const building = buildingPages(values, ids);
  const unit = unitPages(values);
  switch (step) {
    case 1:
      return building[1];
    case 2:
      return building[2];
    case 3:
    case 4:
      return unitId ? { unit: { id: unitId, ...unit[step] } } : {};
    case 5:
      return { ...building[5], ...(unitId ? { unit: { id: unitId, ...unit[5] } } : {}) };
  }
}

/** 'closeToTransit' → 'CloseToTransit': the AI service names utilities and tags this way (spec/03 §3.7). */
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The facts the description is written from (spec/03 §7), only those given; `features` are what
 * the picture scan saw.
 */
export function toDescriptionFacts(
  values: WizardValues,
  features: readonly string[] = [],
): ListingDescriptionFactsInput {
  const unit = unitPages(values);
  return {
    address: values.address?.address,
    neighbor: values.address?.neighbourhood ?? undefined,
    property_type: choice(values.propertyType),
    num_floors: fact(whole(values.storiesInBuilding)),
    year_built: optionalText(values.buildingConstructionYear),
    amenities: values.amenities,
    utilities: values.utilities.map(pascal),
    tags: values.tags.map(pascal),
    tenant_reqs: values.tenantRequirements,
    pets_allowed: values.pets,
    bedrooms: choice(values.bedrooms),
    bathrooms: fact(unit[3].bathrooms),
    furnished: values.furnished,
    monthly_price: fact(unit[3].monthlyPrice),
    deposit: fact(unit[3].deposit),
    avail_date: unit[3].startDateAvailability,
    area: fact(unit[3].unitSize),
    lease_term: fact(unit[4].leaseTerm),
    parking_type: unit[4].parking,
    num_spots: fact(unit[4].parkingSpots),
    storage: unit[4].storage,
    unitamenities: values.unitAmenities,
    appliances: values.unitAppliances,
    ...(features.length ? { features: features.slice(0, DESCRIPTION_LIST_MAX) } : {}),
  };
}

/**
 * Where an issue of the API's input (a path such as 'unit.title' or 'location.cityId') shows in the
 * form, or null when no field of the form holds it. `unitInput` reads createUnit's paths, which
 * name the unit's fields directly ('title', 'pictures').
 */
export function formFieldOfPath(path: string, unitInput = false): WizardField | null {
  if (unitInput) return formFieldOfPath(`unit.${path}`);
  const [head, next] = path.split('.');
  if (head === 'location') return next === 'tags' ? 'tags' : 'address';
  if (head === 'region') return 'address';
  if (head === 'unit') {
    if (next === 'title') return 'unitTitle';
    if (next === 'moveInBonuses') return 'moveInBonuses';
    if (next === 'pictures') return 'unitPictures';
    return next && next in UNIT_FORM_FIELDS ? (next as WizardField) : null;
  }
  return head && head in BUILDING_FORM_FIELDS ? (head as WizardField) : null;
}

const UNIT_FORM_FIELDS = Object.fromEntries(
  [...STEP_FIELDS[3], ...STEP_FIELDS[4], ...STEP_FIELDS[5]].map((f) => [f, true]),
);
const BUILDING_FORM_FIELDS = Object.fromEntries(
  [...STEP_FIELDS[1], ...STEP_FIELDS[2], 'description'].map((f) => [f, true]),
);

/** The page a form field is on. */
export function stepOfField(field: WizardField): WizardStep {
  return FORM_STEPS.find((step) => STEP_FIELDS[step].includes(field)) ?? 1;
}
