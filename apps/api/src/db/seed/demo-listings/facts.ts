import type { z } from 'zod';
import {
  DIALOG_POSTER_ROLES,
  type Bedrooms,
  type ListingSource,
  type PosterRole,
  type PropertyType,
} from '@rentals/domain/listings/enums';
import { type TenantRequirement } from '@rentals/domain/listings/features';
import type { createListingSchema, createUnitSchema, locationSchema } from '@rentals/domain/listings/schemas';
import { DEMO_CITY_WEIGHTS, demoCity, type DemoNeighbourhood } from './places';
import { LIVELY, PROFILES, STUDENT_CITIES, type TypeProfile } from './profiles';
import { createRandom } from './random';
import { buildingTitle, description } from './text';
import { asFlags, flagsOf, petsOf, unitsOf } from './units';

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

/**
 * Where a listing with this poster type was created: the Add/Update Property dialog offers four
 * (spec/03 §3.7); Property Manager comes from the list-with-us wizard. A listing that says it came
 * from the dialog with a type the dialog cannot show would open in edit mode with an empty select.
 */
export function sourceOfRole(role: PosterRole | null | undefined): ListingSource {
  return !role || (DIALOG_POSTER_ROLES as readonly PosterRole[]).includes(role) ? 'LISTING' : 'LIST_WITH_US';
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
      createdFrom: sourceOfRole(listing.building.role),
      location: { ...listing.location, cityId: refs.cityId, neighbourhoodId: refs.neighbourhoodId },
      pictures: refs.pictureIds,
      unit: first!,
    },
    moreUnits: rest,
  };
}
