import { type Bedrooms, type PropertyType, type Utility } from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITY_LABELS,
  type BuildingAmenity,
  type TenantRequirement,
} from '@rentals/domain/listings/features';
import type { DemoCity, DemoNeighbourhood } from './places';
import type { Random } from './random';

/* Titles and descriptions of demo listings, in English, written the way landlords write them. */

const ADJECTIVES = [
  'Bright',
  'Sunny',
  'Renovated',
  'Spacious',
  'Modern',
  'Cozy',
  'Charming',
  'Quiet',
  'Stylish',
  'Airy',
];
const BUILDING_NAMES = [
  'Maple',
  'Cedar',
  'Birchwood',
  'Parkview',
  'Lakeview',
  'Riverside',
  'Oakridge',
  'Elmwood',
  'Hillcrest',
  'Fairview',
  'Brookside',
  'Willow',
  'Summit',
  'Heritage',
  'Kingsway',
  'Victoria',
  'Wellington',
  'Harbourview',
  'Greenway',
  'Aspen',
  'Lumina',
  'Northgate',
  'Juniper',
  'Sterling',
];
const APARTMENT_SUFFIXES = ['Apartments', 'Residences', 'Towers', 'Court', 'Place', 'Gardens', 'Terrace'];
const CONDO_SUFFIXES = ['Lofts', 'Condos', 'Residences', 'Tower', 'Suites'];

/** A bedroom count as an adjective ("two-bedroom"). */
export const BEDROOM_WORDS: Record<Bedrooms, string> = {
  ROOM_SHARED_HOME: 'private room',
  STUDIO: 'studio',
  ONE_BEDROOM: 'one-bedroom',
  TWO_BEDROOMS: 'two-bedroom',
  THREE_BEDROOMS: 'three-bedroom',
  FOUR_BEDROOMS: 'four-bedroom',
  FIVE_BEDROOMS: 'five-bedroom',
  SIX_BEDROOMS: 'six-bedroom',
  SEVEN_BEDROOMS: 'seven-bedroom',
  EIGHT_BEDROOMS: 'eight-bedroom',
  NINE_BEDROOMS: 'nine-bedroom',
  TEN_BEDROOMS: 'ten-bedroom',
  FOUR_OR_MORE_BEDROOMS: 'four-plus-bedroom',
};

const TYPE_WORDS: Record<PropertyType, string> = {
  APARTMENT: 'apartment building',
  BASEMENT: 'basement apartment',
  CONDO: 'condo building',
  HOUSE_OR_TOWNHOUSE: 'house',
  TOWNHOUSE: 'townhouse',
  ROOM: 'shared house',
  OTHER: 'home',
};

/** Utilities as a sentence names them. */
const UTILITY_WORDS: Record<Utility, string> = {
  electricity: 'electricity',
  heating: 'heat',
  airConditioning: 'air conditioning',
  water: 'water',
  garbageRemoval: 'garbage removal',
  cableTv: 'cable TV',
  internet: 'high-speed internet',
  maintenanceFees: 'condo fees',
  gas: 'gas',
};

/** What a landlord asks for, as a sentence names it (no smoking has its own sentence). */
const REQUIREMENT_WORDS: Record<Exclude<TenantRequirement, 'noSmoking'>, string> = {
  exceptionalCredit: 'a credit check',
  payStub: 'recent pay stubs',
  letterOfEmployment: 'proof of income',
  photoId: 'photo ID',
  pastReferences: 'references from past landlords',
  extraDocumentation: 'a completed rental application',
};

/** An amenity label inside a sentence: lower case except names and acronyms (Wi-Fi, BBQ, Beanfield). */
const amenityWords = (label: string) =>
  label
    .split(' ')
    .map((word) => (/^(Wi-Fi|BBQ|Beanfield)$/.test(word) ? word : word.toLowerCase()))
    .join(' ');

const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** "a, b and c" */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** A whole-dollar price as landlords write it: $2,450 (by hand: Intl is slow in bulk generation). */
export function dollars(amount: number): string {
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** The building's title, by property type. */
export function buildingTitle(
  random: Random,
  type: PropertyType,
  place: { hood: DemoNeighbourhood; street: string },
  firstBedrooms: Bedrooms,
): string {
  const adjective = random.pick(ADJECTIVES);
  const name = random.pick(BUILDING_NAMES);
  switch (type) {
    case 'APARTMENT': {
      const suffix = random.pick(APARTMENT_SUFFIXES);
      return `${suffix === 'Residences' || suffix === 'Towers' ? 'The ' : ''}${name} ${suffix}`;
    }
    case 'CONDO':
      return random.chance(0.5)
        ? `${adjective} condo at ${name} ${random.pick(CONDO_SUFFIXES)}`
        : `${adjective} ${BEDROOM_WORDS[firstBedrooms]} condo in ${place.hood.name}`;
    case 'HOUSE_OR_TOWNHOUSE':
      return `${adjective} ${BEDROOM_WORDS[firstBedrooms]} house on ${place.street}`;
    case 'TOWNHOUSE':
      return `${adjective} ${BEDROOM_WORDS[firstBedrooms]} townhouse in ${place.hood.name}`;
    case 'BASEMENT':
      return `${adjective} ${random.chance(0.4) ? 'walk-out ' : ''}basement apartment in ${place.hood.name}`;
    case 'ROOM':
      return `Furnished rooms in a shared house, ${place.hood.name}`;
    default:
      return `${adjective} home in ${place.hood.name}`;
  }
}

export interface DescriptionFacts {
  type: PropertyType;
  title: string;
  city: DemoCity;
  hood: DemoNeighbourhood;
  street: string;
  year: number;
  stories: number;
  units: { bedrooms: Bedrooms; size: number; price: number | null }[];
  amenities: BuildingAmenity[];
  utilities: Utility[];
  pets: { cat: boolean; dog: boolean; none: boolean };
  requirements: TenantRequirement[];
  students: boolean;
  parksAndWater: boolean;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** Named buildings (apartments, condos) introduce themselves by name; homes by what they are. */
const INTROS = [
  (f: DescriptionFacts, named: boolean) =>
    named
      ? `Welcome to ${f.title}, ${article(TYPE_WORDS[f.type])} ${TYPE_WORDS[f.type]} on ${f.street} in ${f.hood.name}.`
      : `Welcome to this ${TYPE_WORDS[f.type]} on ${f.street} in ${f.hood.name}.`,
  (f: DescriptionFacts, named: boolean) =>
    `${named ? f.title : `This ${TYPE_WORDS[f.type]}`} sits on ${f.street}, in the heart of ${f.hood.name}, ${f.city.addressName}.`,
  (f: DescriptionFacts) =>
    `Looking for a home in ${f.hood.name}? This ${TYPE_WORDS[f.type]} on ${f.street} is ready for you.`,
];

const BUILDING_LINES: Partial<Record<PropertyType, (f: DescriptionFacts) => string>> = {
  APARTMENT: (f) =>
    `The ${f.stories}-storey building was built in ${f.year}, is professionally managed and has a superintendent on site.`,
  CONDO: (f) =>
    `The ${f.stories}-storey tower, completed in ${f.year}, has a 24-hour lobby and well-kept common areas.`,
  HOUSE_OR_TOWNHOUSE: (f) =>
    `Built in ${f.year}, the house has been updated throughout and comes with a private driveway and yard.`,
  TOWNHOUSE: (f) =>
    `The ${f.stories}-level townhouse (${f.year}) has its own entrance and a small patio out back.`,
  BASEMENT: (f) =>
    `The lower level of a ${f.year} family home, with its own side entrance, good ceiling height and large windows.`,
  ROOM: () =>
    'Each room locks and comes furnished with a bed, desk and dresser; the kitchen, living room and laundry are shared.',
};

const LOCATION_LINES = [
  (f: DescriptionFacts) => `Close to ${f.city.transit}, with groceries, cafés and parks nearby.`,
  (f: DescriptionFacts) =>
    `Getting around is easy with ${f.city.transit} minutes away, and the shops of ${f.street} are at your door.`,
  (f: DescriptionFacts) => `Steps to ${f.city.transit}, schools and everyday shopping in ${f.hood.name}.`,
];

const CLOSINGS = [
  'Book a viewing today.',
  'Send us a message to arrange a visit.',
  'Apply online; we answer within one business day.',
  'Viewings are available evenings and weekends.',
];

function unitLine(units: DescriptionFacts['units']): string {
  const parts = units.map((u) => {
    const price = u.price == null ? 'contact us for pricing' : `${dollars(u.price)} a month`;
    const kind = u.bedrooms === 'ROOM_SHARED_HOME' ? 'private room' : `${BEDROOM_WORDS[u.bedrooms]} suite`;
    return `a ${kind} of ${u.size} sq ft (${price})`;
  });
  return `${units.length > 1 ? 'Available now' : 'Available'}: ${joinWords(parts)}.`;
}

function utilityLine(utilities: readonly Utility[]): string {
  if (!utilities.length) return 'Utilities are extra and set up in the tenant’s name.';
  const names = utilities.map((u) => UTILITY_WORDS[u]);
  return `${capitalize(joinWords(names))} ${utilities.length > 1 ? 'are' : 'is'} included in the rent.`;
}

function petLine(pets: DescriptionFacts['pets']): string {
  if (pets.cat && pets.dog) return 'Cats and dogs are welcome.';
  if (pets.cat) return 'Cats are welcome; sorry, no dogs.';
  if (pets.dog) return 'Dogs are welcome.';
  return 'Sorry, no pets.';
}

/** Two or three short paragraphs about the building, its units, the area and the terms. */
export function description(random: Random, f: DescriptionFacts): string {
  const named = f.type === 'APARTMENT' || (f.type === 'CONDO' && !f.title.includes(f.hood.name));
  const first = [random.pick(INTROS)(f, named), BUILDING_LINES[f.type]?.(f)].filter(Boolean).join(' ');
  const amenities = f.amenities.length
    ? `Amenities include ${joinWords(f.amenities.map((a) => amenityWords(BUILDING_AMENITY_LABELS[a].en)))}.`
    : '';
  const second = [unitLine(f.units), amenities, utilityLine(f.utilities)].filter(Boolean).join(' ');
  const area = [
    random.pick(LOCATION_LINES)(f),
    f.students ? 'A favourite with students: campus is a quick ride away.' : '',
    f.parksAndWater ? 'Trails, parks and the water are close by for weekend walks.' : '',
  ];
  const asked = f.requirements
    .filter((r): r is keyof typeof REQUIREMENT_WORDS => r !== 'noSmoking')
    .map((r) => REQUIREMENT_WORDS[r]);
  const requirements = [
    asked.length ? `We ask for ${joinWords(asked)}.` : '',
    f.requirements.includes('noSmoking') ? 'The home is non-smoking.' : '',
  ];
  const third = [...area, petLine(f.pets), ...requirements, random.pick(CLOSINGS)].filter(Boolean).join(' ');
  return [first, second, third].join('\n\n');
}
