import {
  BUILDING_AMENITIES,
  BUILDING_AMENITY_LABELS,
  UNIT_AMENITIES,
  UNIT_AMENITY_LABELS,
  UNIT_APPLIANCES,
  UNIT_APPLIANCE_LABELS,
  type BuildingAmenity,
  type UnitAmenity,
  type UnitAppliance,
} from '../listings/features';

/*
 * scanImage answers free English phrases ("stainless steel dishwasher", "private balcony"). The
 * wizard offers the listing flags those phrases name, for the landlord to accept: a phrase names a
 * flag when it contains the flag's English label or one of the other usual words for it.
 */

export interface FlagsFromFeatures {
  amenities: BuildingAmenity[];
  unitAmenities: UnitAmenity[];
  unitAppliances: UnitAppliance[];
}

/** Other words for a flag, beyond its label (singular, lower case). */
const SYNONYMS: Partial<Record<string, string[]>> = {
  onSiteLaundry: ['laundry room', 'shared laundry', 'coin laundry'],
  gym: ['fitness', 'exercise room', 'weight room'],
  swimmingPool: ['pool'],
  elevator: ['lift'],
  bikeStorage: ['bike rack', 'bicycle'],
  rooftopTerrace: ['roof terrace'],
  communalGarden: ['garden'],
  wheelchairAccess: ['wheelchair', 'accessible entrance', 'ramp'],
  yard: ['backyard', 'back yard', 'lawn'],
  theatre: ['theater', 'cinema'],
  ac: ['air conditioner', 'a/c', 'ac unit', 'split unit'],
  hardwoodFloor: ['hardwood', 'wood floor', 'parquet'],
  walkInCloset: ['walk in closet'],
  highCeilings: ['high ceiling', 'vaulted ceiling', 'tall ceiling'],
  radiatorHeating: ['radiator'],
  carpet: ['carpeted', 'wall-to-wall'],
  fridge: ['refrigerator'],
  stove: ['oven', 'cooktop'],
  rangehood: ['range hood', 'hood fan', 'exhaust hood'],
  microwave: ['microwave oven'],
  inunitwasher: ['washer', 'washing machine', 'in-unit laundry', 'ensuite laundry'],
  inunitdryer: ['dryer', 'tumble dryer'],
  wineFridge: ['wine cooler', 'wine fridge'],
  firePlaceGas: ['gas fireplace'],
  firePlaceElectric: ['electric fireplace'],
  jacuzzi: ['whirlpool', 'jetted tub'],
} satisfies Partial<Record<BuildingAmenity | UnitAmenity | UnitAppliance, string[]>>;

/** Lower case, plain spaces, no plural s on the last word ("Hardwood Floors" → "hardwood floor"). */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9/-]+/g, ' ')
    .trim()
    .replace(/(\w{3,})s\b/g, (_m, stem: string) => (stem.endsWith('s') ? `${stem}s` : stem));
}

const containsPhrase = (text: string, phrase: string) => ` ${text} `.includes(` ${normalise(phrase)} `);

function matching<T extends string>(
  features: string[],
  flags: readonly T[],
  labels: Record<T, { en: string }>,
): T[] {
  const phrases = features.map(normalise);
  return flags.filter((flag) => {
    const words = [labels[flag].en, ...(SYNONYMS[flag] ?? [])];
    return phrases.some((phrase) => words.some((word) => containsPhrase(phrase, word)));
  });
}

/** The building amenities, unit amenities and appliances that detected features name. */
export function flagsFromFeatures(features: string[]): FlagsFromFeatures {
  return {
    amenities: matching(features, BUILDING_AMENITIES, BUILDING_AMENITY_LABELS),
    unitAmenities: matching(features, UNIT_AMENITIES, UNIT_AMENITY_LABELS),
    unitAppliances: matching(features, UNIT_APPLIANCES, UNIT_APPLIANCE_LABELS),
  };
}
