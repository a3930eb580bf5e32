import type { z } from 'zod';
import type {
  BuildingAmenity,
  Bedrooms,
  ParkingType,
  PosterRole,
  PropertyType,
  TenantRequirement,
  UnitAmenity,
  UnitAppliance,
  Utility,
} from '@rentals/domain/listings/enums';
import type { createListingSchema, createUnitSchema, locationSchema } from '@rentals/domain/listings/schemas';
import { DEMO_CITY_WEIGHTS, demoCity, type DemoCity, type DemoNeighbourhood } from './places';
import { createRandom, type Random } from './random';
import { buildingTitle, description } from './text';

/*
 * Listing facts for demo data and benchmarks, pure and deterministic: the same options give the
 * same listings on every machine. Listing i depends only on the seed, i and `today`, so a caller
 * can generate 100,000 of them in batches without holding them all.
 */

type ListingInput = z.input<typeof createListingSchema>;
/** Building fields as createListing takes them (the location, units and pictures are apart). */
export type DemoBuilding = Omit<ListingInput, 'location' | 'unit' | 'pictures' | 'createdFrom'>;
export type DemoUnit = Omit<z.input<typeof createUnitSchema>, 'pictures' | 'floorplan'>;
export type DemoLocation = Omit<z.input<typeof locationSchema>, 'cityId' | 'neighbourhoodId'>;

export type DemoPictureKind = 'exterior' | 'living' | 'bedroom' | 'kitchen';
/** Interiors are drawn in this many variants per room kind and shared between listings; exteriors are each listing's own. */
export const INTERIOR_VARIANTS = 4;

/** What a picture shows; the picture maker draws it from these alone. */
export interface DemoPicture {
  kind: DemoPictureKind;
  /** Colours and shapes: for an exterior a listing's own number, for a room 0 to INTERIOR_VARIANTS - 1. */
  variant: number;
  propertyType: PropertyType;
  stories: number;
}

/** PUBLIC: approved and shown; PENDING: waiting for approval; RENTED: hidden after a lease. */
export type DemoStatus = 'PUBLIC' | 'PENDING' | 'RENTED';

export interface DemoListing {
  index: number;
  /** City and neighbourhood names as seeded (cities.ts). */
  city: string;
  neighbourhood: string;
  owner: 'LANDLORD' | 'ADMIN';
  status: DemoStatus;
  /** How long before now it was listed, in minutes. */
  ageMinutes: number;
  /** A boost still running: it started this many days ago and lasts PREMIUM_DAYS. */
  premium: { startedDaysAgo: number } | null;
  building: DemoBuilding;
  location: DemoLocation;
  /** One to four units; the first is createListing's unit. */
  units: DemoUnit[];
  pictures: { building: DemoPicture[]; units: DemoPicture[][] };
}

export interface DemoListingOptions {
  seed: string | number;
  count: number;
  /** Move-in dates are counted from this day (UTC). */
  today: Date;
  /** Cities and their relative weights; each city gets its share of `count`. */
  cities?: readonly (readonly [string, number])[];
  /** Listings boosted now (premium), approved ones only. */
  premium?: number;
  /** Listings of the landlord still waiting for approval. */
  pending?: number;
  /** Listings hidden after being rented. */
  rented?: number;
  /** Listings owned by the admin rather than the landlord. */
  admin?: number;
}

/** A boost lasts 7 days (spec/03 §4.5). */
export const PREMIUM_DAYS = 7;
/** Listings are spread over this many days before now. */
const AGE_DAYS = 45;

interface TypeProfile {
  weight: number;
  units: readonly [number, number];
  bedrooms: readonly (readonly [Bedrooms, number])[];
  price: number;
  stories: readonly [number, number];
  years: readonly [number, number];
  amenities: Partial<Record<BuildingAmenity, number>>;
  utilities: Partial<Record<Utility, number>>;
  parking: readonly (readonly [ParkingType, number])[];
  roles: readonly (readonly [PosterRole, number])[];
  /** Chance of each unit amenity and appliance beyond the ones every unit has. */
  unitAmenities: Partial<Record<UnitAmenity, number>>;
  appliances: Partial<Record<UnitAppliance, number>>;
}

const PROFILES: Record<Exclude<PropertyType, 'OTHER'>, TypeProfile> = {
  APARTMENT: {
    weight: 30,
    units: [1, 4],
    bedrooms: [
      ['STUDIO', 2],
      ['ONE_BEDROOM', 4],
      ['TWO_BEDROOMS', 3],
      ['THREE_BEDROOMS', 1],
    ],
    price: 1,
    stories: [4, 25],
    years: [1955, 2023],
    amenities: {
      onSiteLaundry: 0.8,
      elevator: 0.85,
      storage: 0.4,
      bikeStorage: 0.5,
      visitorsParking: 0.5,
      gym: 0.35,
      partyRoom: 0.3,
      rooftopDeck: 0.2,
      wheelchairAccess: 0.4,
      lounge: 0.2,
      communalGarden: 0.15,
      bbqPermitted: 0.15,
    },
    utilities: {
      heating: 0.85,
      water: 0.9,
      electricity: 0.35,
      airConditioning: 0.2,
      garbageRemoval: 0.3,
      internet: 0.1,
    },
    parking: [
      ['ASSIGNED', 3],
      ['SHARED', 2],
      ['NONE', 3],
    ],
    roles: [
      ['PROPERTY_MANAGER', 6],
      ['LANDLORD_OWNER', 4],
    ],
    unitAmenities: {
      ac: 0.6,
      hardwoodFloor: 0.5,
      balcony: 0.5,
      bathroomFan: 0.7,
      carpet: 0.2,
      ceilingFan: 0.2,
    },
    appliances: { rangehood: 0.8, dishwasher: 0.5, microwave: 0.5, inunitwasher: 0.15 },
  },
  CONDO: {
    weight: 28,
    units: [1, 3],
    bedrooms: [
      ['STUDIO', 1],
      ['ONE_BEDROOM', 4],
      ['TWO_BEDROOMS', 3],
      ['THREE_BEDROOMS', 0.6],
    ],
    price: 1.1,
    stories: [8, 55],
    years: [2003, 2024],
    amenities: {
      concierge: 0.85,
      gym: 0.9,
      elevator: 1,
      swimmingPool: 0.5,
      partyRoom: 0.7,
      guestSuites: 0.5,
      rooftopTerrace: 0.45,
      hotTub: 0.3,
      sauna: 0.35,
      theatre: 0.3,
      businessCenter: 0.25,
      coworkingSpace: 0.3,
      yogaRoom: 0.25,
      petSpa: 0.15,
      visitorsParking: 0.6,
      bikeStorage: 0.6,
      lounge: 0.4,
      gameRoom: 0.2,
      mediaRoom: 0.2,
      conferenceRoom: 0.15,
      dryCleaning: 0.1,
      tennisCourt: 0.05,
    },
    utilities: { heating: 0.6, water: 0.75, airConditioning: 0.5, maintenanceFees: 0.6, internet: 0.15 },
    parking: [
      ['ASSIGNED', 4],
      ['NONE', 3],
      ['GARAGE', 1],
    ],
    roles: [
      ['LANDLORD_OWNER', 6],
      ['REAL_ESTATE_AGENT', 3],
      ['SUB_LESSOR', 1],
    ],
    unitAmenities: {
      ac: 0.95,
      hardwoodFloor: 0.6,
      balcony: 0.85,
      walkInCloset: 0.4,
      highCeilings: 0.2,
      bathroomFan: 0.8,
    },
    appliances: { rangehood: 0.9, dishwasher: 0.9, microwave: 0.8, inunitwasher: 0.85, wineFridge: 0.05 },
  },
  HOUSE_OR_TOWNHOUSE: {
    weight: 12,
    units: [1, 1],
    bedrooms: [
      ['THREE_BEDROOMS', 5],
      ['FOUR_BEDROOMS', 3],
      ['FIVE_BEDROOMS', 0.5],
    ],
    price: 1,
    stories: [2, 3],
    years: [1905, 2020],
    amenities: { yard: 0.9, patio: 0.6, bbqPermitted: 0.7, storage: 0.5 },
    utilities: { water: 0.1 },
    parking: [
      ['GARAGE', 3],
      ['ASSIGNED', 2],
    ],
    roles: [
      ['LANDLORD_OWNER', 8],
      ['REAL_ESTATE_AGENT', 2],
    ],
    unitAmenities: { ac: 0.8, fireplace: 0.3, hardwoodFloor: 0.7, walkInCloset: 0.3, bathroomFan: 0.8 },
    appliances: { rangehood: 0.8, dishwasher: 0.8, microwave: 0.6, inunitwasher: 0.9, firePlaceGas: 0.2 },
  },
  TOWNHOUSE: {
    weight: 10,
    units: [1, 2],
    bedrooms: [
      ['TWO_BEDROOMS', 2],
      ['THREE_BEDROOMS', 4],
      ['FOUR_BEDROOMS', 1],
    ],
    price: 0.96,
    stories: [2, 3],
    years: [1975, 2023],
    amenities: { patio: 0.7, yard: 0.4, visitorsParking: 0.5, bbqPermitted: 0.5, storage: 0.4 },
    utilities: { water: 0.15 },
    parking: [
      ['GARAGE', 4],
      ['ASSIGNED', 1],
    ],
    roles: [
      ['LANDLORD_OWNER', 7],
      ['LEASE_ASSIGNOR', 1],
      ['REAL_ESTATE_AGENT', 2],
    ],
    unitAmenities: { ac: 0.85, hardwoodFloor: 0.5, carpet: 0.3, walkInCloset: 0.3, bathroomFan: 0.8 },
    appliances: { rangehood: 0.8, dishwasher: 0.8, microwave: 0.6, inunitwasher: 0.9 },
  },
  BASEMENT: {
    weight: 12,
    units: [1, 1],
    bedrooms: [
      ['STUDIO', 2],
      ['ONE_BEDROOM', 4],
      ['TWO_BEDROOMS', 2],
    ],
    price: 0.74,
    stories: [1, 1],
    years: [1950, 2022],
    amenities: { onSiteLaundry: 0.5, yard: 0.3, storage: 0.3 },
    utilities: { electricity: 0.6, heating: 0.8, water: 0.8, internet: 0.5, gas: 0.3 },
    parking: [
      ['ASSIGNED', 2],
      ['SHARED', 2],
      ['NONE', 3],
    ],
    roles: [
      ['LANDLORD_OWNER', 9],
      ['SUB_LESSOR', 1],
    ],
    unitAmenities: { ac: 0.5, carpet: 0.3, ceilingFan: 0.3, bathroomFan: 0.6 },
    appliances: { rangehood: 0.6, microwave: 0.6, dishwasher: 0.2, inunitwasher: 0.4, dehumidifier: 0.6 },
  },
  ROOM: {
    weight: 8,
    units: [1, 3],
    bedrooms: [['ROOM_SHARED_HOME', 1]],
    price: 1,
    stories: [2, 3],
    years: [1920, 2015],
    amenities: { onSiteLaundry: 0.7, yard: 0.5, publicWifi: 0.5, bbqPermitted: 0.3 },
    utilities: { electricity: 1, heating: 1, water: 1, internet: 0.9 },
    parking: [
      ['SHARED', 2],
      ['NONE', 3],
    ],
    roles: [
      ['LANDLORD_OWNER', 7],
      ['SUB_LESSOR', 3],
    ],
    unitAmenities: { ac: 0.5, hardwoodFloor: 0.5, ceilingFan: 0.4 },
    appliances: { microwave: 0.8, dishwasher: 0.3 },
  },
};

/** Monthly rent in Toronto by bedrooms, before the city's index and the building's type. */
const BASE_RENT: Partial<Record<Bedrooms, number>> = {
  ROOM_SHARED_HOME: 1050,
  STUDIO: 1900,
  ONE_BEDROOM: 2400,
  TWO_BEDROOMS: 3150,
  THREE_BEDROOMS: 3850,
  FOUR_BEDROOMS: 4600,
  FIVE_BEDROOMS: 5300,
};
const SIZES: Partial<Record<Bedrooms, readonly [number, number]>> = {
  ROOM_SHARED_HOME: [110, 180],
  STUDIO: [360, 500],
  ONE_BEDROOM: [500, 720],
  TWO_BEDROOMS: [740, 1050],
  THREE_BEDROOMS: [1000, 1600],
  FOUR_BEDROOMS: [1500, 2400],
  FIVE_BEDROOMS: [2000, 3000],
};
const BATHS: Partial<Record<Bedrooms, readonly number[]>> = {
  ROOM_SHARED_HOME: [1],
  STUDIO: [1],
  ONE_BEDROOM: [1],
  TWO_BEDROOMS: [1, 2, 2],
  THREE_BEDROOMS: [1.5, 2, 2.5],
  FOUR_BEDROOMS: [2.5, 3, 3.5],
  FIVE_BEDROOMS: [3, 3.5, 4],
};
/** Deposits by province: last month's rent in Ontario, none in Quebec, half a month in BC, MB and NS. */
const DEPOSIT_MONTHS: Record<string, number> = { ON: 1, QC: 0, BC: 0.5, AB: 1, MB: 0.5, NS: 0.5 };
const STUDENT_CITIES = new Set(['Waterloo', 'Hamilton', 'Montreal', 'Quebec City', 'Halifax', 'Edmonton']);
const LIVELY = /Downtown|Village|Plateau|Mile End|Beltline|Market|Exchange|Uptown|Old |West End|Yaletown/;
const MOVE_IN_BONUSES = [
  'One month free on a 13-month lease',
  '$500 off the first month',
  'Free parking for the first six months',
];

const flagsOf = <K extends string>(random: Random, chances: Partial<Record<K, number>>): K[] =>
  (Object.entries(chances) as [K, number][]).filter(([, p]) => random.chance(p)).map(([k]) => k);
const asFlags = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, true])) as Partial<Record<K, boolean>>;

/** YYYY-MM-DD, `days` after `today` (UTC). */
function isoDay(today: Date, days: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/** The first of a month one or two months ahead, or a day within 60 days, or null (available now). */
function moveIn(random: Random, today: Date): string | null {
  const roll = random.next();
  if (roll < 0.25) return null;
  if (roll < 0.65) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + random.int(1, 2), 1));
    return first.toISOString().slice(0, 10);
  }
  return isoDay(today, random.int(3, 60));
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Counts for each weighted item out of `total` (largest remainder), so small totals follow the weights exactly. */
function allocate<T>(weights: readonly (readonly [T, number])[], total: number): T[] {
  const sum = weights.reduce((s, [, w]) => s + w, 0);
  const shares = weights.map(([item, w]) => ({ item, exact: (w / sum) * total }));
  const counts = shares.map((s) => Math.floor(s.exact));
  let left = total - counts.reduce((s, n) => s + n, 0);
  const byRemainder = shares
    .map((s, i) => ({ i, rest: s.exact - Math.floor(s.exact) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    counts[i]! += 1;
  }
  return shares.flatMap((s, i) => Array<T>(counts[i]!).fill(s.item));
}

function unitsOf(
  random: Random,
  type: Exclude<PropertyType, 'OTHER'>,
  profile: TypeProfile,
  city: DemoCity,
  stories: number,
  today: Date,
): DemoUnit[] {
  const count = random.int(...profile.units);
  const floors = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const bedrooms = random.weighted(profile.bedrooms);
    const contactForPricing = random.chance(0.04);
    const noise = 0.88 + random.next() * 0.27;
    const price = roundTo(BASE_RENT[bedrooms]! * city.priceIndex * profile.price * noise, 25);
    const deposit = roundTo(price * (DEPOSIT_MONTHS[city.province] ?? 1), 25);
    const parking = random.weighted(profile.parking);
    const heating = random.pick(['centralHeat', 'electricalHeating', 'radiatorHeating'] as const);
    let number: string | null = null;
    let title: string;
    if (type === 'APARTMENT' || type === 'CONDO') {
      do number = `${random.int(2, Math.max(2, stories))}${String(random.int(1, 12)).padStart(2, '0')}`;
      while (floors.has(number));
      floors.add(number);
      title = `Suite ${number}`;
    } else if (type === 'ROOM') {
      number = String(i + 1);
      title = `Room ${i + 1}`;
    } else if (type === 'TOWNHOUSE') {
      title = count === 1 ? 'Whole townhouse' : i === 0 ? 'Main unit' : 'Upper unit';
    } else {
      title = type === 'BASEMENT' ? 'Lower level' : 'Whole house';
    }
    return {
      title,
      number,
      den:
        (bedrooms === 'ONE_BEDROOM' || bedrooms === 'TWO_BEDROOMS') && type === 'CONDO' && random.chance(0.3),
      available: true,
      startDateAvailability: moveIn(random, today),
      unitSize: random.int(...SIZES[bedrooms]!),
      bedrooms,
      bathrooms: random.pick(BATHS[bedrooms]!),
      monthlyPrice: contactForPricing ? null : price,
      deposit: contactForPricing ? null : deposit,
      contactForPricing,
      leaseTerm:
        type === 'ROOM'
          ? random.pick([4, 8, 12])
          : random.weighted([
              [12, 8],
              [6, 1],
              [24, 1],
            ] as const),
      parking,
      parkingSpots: parking === 'NONE' ? 0 : type === 'HOUSE_OR_TOWNHOUSE' ? 2 : 1,
      storage: random.weighted([
        ['NOT_AVAILABLE', 3],
        ['OTHER', 3],
        ['EXCEEDS_650', 1],
      ] as const),
      maintenance: random.chance(0.85),
      smokeAlarm: true,
      furnished: type === 'ROOM' || random.chance(0.12),
      moveInBonuses: random.chance(0.08) ? random.pick(MOVE_IN_BONUSES) : null,
      unitAmenities: asFlags([heating, ...flagsOf(random, profile.unitAmenities)]),
      unitAppliances: asFlags<UnitAppliance>([
        'fridge',
        'stove',
        ...flagsOf(random, profile.appliances).flatMap((a) =>
          a === 'inunitwasher' ? (['inunitwasher', 'inunitdryer'] as const) : [a],
        ),
      ]),
    };
  });
}

function petsOf(random: Random, type: PropertyType): { cat: boolean; dog: boolean; none: boolean } {
  if (random.chance(type === 'ROOM' ? 0.5 : 0.15)) return { cat: false, dog: false, none: true };
  const cat = random.chance(0.8);
  const dog = random.chance(type === 'CONDO' ? 0.35 : 0.5);
  return cat || dog ? { cat, dog, none: false } : { cat: false, dog: false, none: true };
}

/** Listing `index` of a generated set: its facts follow from the seed and index alone. */
function listingAt(
  seed: string | number,
  index: number,
  cityName: string,
  today: Date,
  meta: Pick<DemoListing, 'owner' | 'status' | 'premium'>,
): DemoListing {
  const random = createRandom(`${seed}:listing:${index}`);
  const city = demoCity(cityName);
  const hood: DemoNeighbourhood = random.pick(city.neighbourhoods);
  const street = random.pick(hood.streets);
  const type = random.weighted(
    (Object.entries(PROFILES) as [Exclude<PropertyType, 'OTHER'>, TypeProfile][]).map(
      ([t, p]) => [t, p.weight] as const,
    ),
  );
  const profile = PROFILES[type];
  const stories = random.int(...profile.stories);
  const year = random.int(...profile.years);
  const units = unitsOf(random.fork('units'), type, profile, city, stories, today);
  const amenities = flagsOf(random, profile.amenities);
  const utilities = flagsOf(random, profile.utilities);
  const pets = petsOf(random, type);
  const requirements = random.sample(
    [
      'exceptionalCredit',
      'payStub',
      'letterOfEmployment',
      'photoId',
      'pastReferences',
      'noSmoking',
      'extraDocumentation',
    ] as TenantRequirement[],
    random.int(2, 5),
  );
  const lively = LIVELY.test(hood.name);
  const students = random.chance(STUDENT_CITIES.has(city.name) ? 0.5 : 0.1);
  const parksAndWater = random.chance(0.25);
  const topPrice = Math.max(...units.map((u) => u.monthlyPrice ?? 0));
  const tags = {
    closeToTransit: random.chance(lively ? 0.9 : 0.5),
    students,
    purposeBuiltRentals: type === 'APARTMENT',
    nightlife: lively && random.chance(0.6),
    parksAndWater,
    luxuryRentals: type === 'CONDO' && topPrice > 3400 * city.priceIndex,
    shortTermRentals: type === 'ROOM' && random.chance(0.3),
    professionallyManaged: type === 'APARTMENT' ? random.chance(0.9) : random.chance(0.2),
    onlinePayments: random.chance(0.5),
    onlineApplications: random.chance(0.6),
    furnishedRentals: units.some((u) => u.furnished),
    petFriendly: (pets.cat || pets.dog) && random.chance(0.8),
  };
  const title = buildingTitle(random, type, { hood, street }, units[0]!.bedrooms as Bedrooms);
  const text = description(random, {
    type,
    title,
    city,
    hood,
    street,
    year,
    stories,
    units: units.map((u) => ({
      bedrooms: u.bedrooms as Bedrooms,
      size: u.unitSize,
      price: u.monthlyPrice ?? null,
    })),
    amenities,
    utilities,
    pets,
    requirements,
    students,
    parksAndWater,
  });
  const totalUnits =
    type === 'APARTMENT' || type === 'CONDO'
      ? stories * random.int(type === 'CONDO' ? 6 : 4, type === 'CONDO' ? 12 : 10)
      : type === 'BASEMENT'
        ? 2
        : Math.max(units.length, type === 'ROOM' ? random.int(3, 5) : 1);
  const number = type === 'APARTMENT' || type === 'CONDO' ? random.int(1, 2400) : random.int(8, 980);
  const picture = (kind: DemoPictureKind, variant: number): DemoPicture => ({
    kind,
    variant,
    propertyType: type,
    stories,
  });
  const room = () => random.int(0, INTERIOR_VARIANTS - 1);
  return {
    index,
    city: city.name,
    neighbourhood: hood.name,
    ...meta,
    ageMinutes: random.int(5, AGE_DAYS * 24 * 60),
    building: {
      title,
      description: text,
      propertyType: type,
      role: random.weighted(profile.roles),
      buildingConstructionYear: String(year),
      totalUnitsInBuilding: totalUnits,
      storiesInBuilding: stories,
      basement: type === 'HOUSE_OR_TOWNHOUSE' ? random.chance(0.6) : type === 'BASEMENT',
      showingUnit: random.weighted([
        ['IN_PERSON', 4],
        ['VIRTUALLY', 1],
      ] as const),
      utilities: asFlags(utilities),
      amenities: asFlags(amenities),
      pets,
      tenantRequirements: asFlags(requirements),
    },
    location: {
      address: `${number} ${street}, ${hood.locality ?? city.addressName}, ${city.province}`,
      lat: Number((hood.lat + (random.next() - 0.5) * 0.012).toFixed(6)),
      lng: Number((hood.lng + (random.next() - 0.5) * 0.016).toFixed(6)),
      tags,
    },
    units,
    // Three pictures: the building, its living room and the first unit's bedroom (kitchen for a
    // studio). Every picture is stored three times (original, card, detail) at the first start.
    pictures: {
      building: [picture('exterior', random.int(0, 2 ** 31)), picture('living', room())],
      units: units.map((u, i) =>
        i === 0 ? [picture(u.bedrooms === 'STUDIO' ? 'kitchen' : 'bedroom', room())] : [],
      ),
    },
  };
}

/**
 * A lazily generated set of listings: `at(i)` builds listing i on demand. Cities are shared out
 * by weight (largest remainder) and shuffled; premium, pending, rented and admin-owned listings
 * are distinct picks, pending ones always the landlord's and never premium.
 */
export function demoListingSet(options: DemoListingOptions): {
  count: number;
  at(index: number): DemoListing;
} {
  const random = createRandom(`${options.seed}:set`);
  const cityOf = random.sample(allocate(options.cities ?? DEMO_CITY_WEIGHTS, options.count), options.count);
  const order = random.sample(
    Array.from({ length: options.count }, (_, i) => i),
    options.count,
  );
  let taken = 0;
  const take = (n = 0) => new Set(order.slice(taken, (taken += Math.min(n, options.count - taken))));
  const pending = take(options.pending);
  const rented = take(options.rented);
  const premium = take(options.premium);
  const admin = take(options.admin);
  const premiumStart = new Map([...premium].map((i) => [i, random.int(0, PREMIUM_DAYS - 2)]));
  return {
    count: options.count,
    at: (index) =>
      listingAt(options.seed, index, cityOf[index]!, options.today, {
        owner: admin.has(index) ? 'ADMIN' : 'LANDLORD',
        status: pending.has(index) ? 'PENDING' : rented.has(index) ? 'RENTED' : 'PUBLIC',
        premium: premium.has(index) ? { startedDaysAgo: premiumStart.get(index)! } : null,
      }),
  };
}

/** Every listing of a set, for small sets such as the demo's. */
export function generateDemoListings(options: DemoListingOptions): DemoListing[] {
  const set = demoListingSet(options);
  return Array.from({ length: set.count }, (_, i) => set.at(i));
}

/** The createListing input of a generated listing, once its city, neighbourhood and pictures exist. */
export function createListingInput(
  listing: DemoListing,
  refs: { cityId: string; neighbourhoodId: string | null; pictureIds: string[]; unitPictureIds: string[][] },
): { listing: ListingInput; moreUnits: z.input<typeof createUnitSchema>[] } {
  const [first, ...rest] = listing.units.map((unit, i) => ({
    ...unit,
    pictures: refs.unitPictureIds[i] ?? [],
  }));
  return {
    listing: {
      ...listing.building,
      location: { ...listing.location, cityId: refs.cityId, neighbourhoodId: refs.neighbourhoodId },
      pictures: refs.pictureIds,
      unit: first!,
    },
    moreUnits: rest,
  };
}
