import { describe, expect, it } from 'vitest';
import { DIALOG_POSTER_ROLES, POSTER_ROLES } from '@rentals/domain/listings/enums';
import { createListingSchema, createUnitSchema } from '@rentals/domain/listings/schemas';
import { SEED_CITIES } from '../cities';
import { createListingInput, demoListingSet, generateDemoListings, type DemoListing } from './facts';
import { DEMO_CITIES, NATIONAL_CITY_WEIGHTS } from './places';
import { createRandom } from './random';

const today = new Date('2026-03-10T12:00:00Z');
const options = { seed: 'demo', count: 60, today, premium: 5, pending: 2, admin: 4 };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function inputOf(listing: DemoListing) {
  let n = 0;
  return createListingInput(listing, {
    cityId: uuid(++n),
    neighbourhoodId: uuid(++n),
    pictureIds: listing.pictures.building.map(() => uuid(++n)),
    unitPictureIds: listing.pictures.units.map((pictures) => pictures.map(() => uuid(++n))),
  });
}

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
    const random = createRandom(1);
    for (let i = 0; i < 1000; i++) {
      const v = random.int(3, 7);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(7);
    }
  });
});

describe('generateDemoListings', () => {
  const listings = generateDemoListings(options);

  it('gives the same listings for the same seed and day, others for another seed', () => {
    expect(generateDemoListings(options)).toEqual(listings);
    const other = generateDemoListings({ ...options, seed: 'other' });
    expect(other.map((l) => l.building.title)).not.toEqual(listings.map((l) => l.building.title));
  });

  it('makes listing i the same whether generated alone or with the others', () => {
    const set = demoListingSet(options);
    expect(set.at(37)).toEqual(listings[37]);
  });

  it('makes the requested number, statuses, premium and owners', () => {
    expect(listings).toHaveLength(60);
    expect(listings.filter((l) => l.status === 'PENDING')).toHaveLength(2);
    expect(listings.filter((l) => l.status === 'PENDING').every((l) => l.owner === 'LANDLORD')).toBe(true);
    expect(listings.filter((l) => l.premium)).toHaveLength(5);
    expect(listings.filter((l) => l.premium).every((l) => l.status === 'PUBLIC')).toBe(true);
    expect(listings.filter((l) => l.owner === 'ADMIN')).toHaveLength(4);
    expect(new Set(listings.map((l) => l.building.title)).size).toBeGreaterThan(50);
  });

  it('spreads the demo over the footer cities first, each in a seeded neighbourhood', () => {
    const inCity = (city: string) => listings.filter((l) => l.city === city).length;
    expect(inCity('Toronto')).toBe(14);
    for (const city of ['Peel', 'York', 'Hamilton', 'Durham', 'Waterloo']) {
      expect(inCity(city)).toBeGreaterThanOrEqual(4);
    }
    for (const listing of listings) {
      const seeded = SEED_CITIES.find((c) => c.name === listing.city)!;
      expect(seeded.neighbourhoods).toContain(listing.neighbourhood);
      expect(Math.abs(listing.location.lat - seeded.lat)).toBeLessThan(0.3);
      expect(Math.abs(listing.location.lng - seeded.lng)).toBeLessThan(0.3);
    }
  });

  it('passes the domain createListingSchema, every unit included', () => {
    for (const listing of listings) {
      const { listing: input, moreUnits } = inputOf(listing);
      const parsed = createListingSchema.safeParse(input);
      expect(parsed.error?.issues ?? [], listing.building.title).toEqual([]);
      for (const unit of moreUnits) expect(createUnitSchema.safeParse(unit).error?.issues ?? []).toEqual([]);
      expect(listing.units.length).toBeGreaterThanOrEqual(1);
      expect(listing.units.length).toBeLessThanOrEqual(4);
    }
  });

  it('gives each listing a poster type the flow it came from can show', () => {
    for (const listing of listings) {
      const { role, createdFrom } = inputOf(listing).listing;
      expect(role, listing.building.title).toBeTruthy();
      // The Add/Update Property dialog edits every listing: its select must hold the stored type.
      const offered =
        createdFrom === 'LIST_WITH_US' ? POSTER_ROLES : (DIALOG_POSTER_ROLES as readonly string[]);
      expect(offered, listing.building.title).toContain(role);
    }
    const sources = new Set(listings.map((l) => inputOf(l).listing.createdFrom));
    expect(sources).toEqual(new Set(['LISTING', 'LIST_WITH_US']));
  });

  it('prices units by city and gives move-in dates from today', () => {
    const priced = (city: string) =>
      listings
        .filter((l) => l.city === city)
        .flatMap((l) => l.units)
        .filter((u) => u.bedrooms === 'ONE_BEDROOM' && u.monthlyPrice);
    const dates = listings.flatMap((l) => l.units.map((u) => u.startDateAvailability)).filter(Boolean);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date! >= '2026-03-10' && date! <= '2026-05-10').toBe(true);
    expect(priced('Toronto').length).toBeGreaterThan(0);
    for (const unit of priced('Toronto')) expect(unit.monthlyPrice).toBeGreaterThan(1600);
  });

  it('knows streets for every seeded city, so any city can be generated', () => {
    expect(DEMO_CITIES.map((c) => c.name).sort()).toEqual(SEED_CITIES.map((c) => c.name).sort());
    for (const city of DEMO_CITIES) {
      const seeded = SEED_CITIES.find((c) => c.name === city.name)!;
      expect(city.neighbourhoods.map((h) => h.name).sort()).toEqual([...seeded.neighbourhoods].sort());
    }
    const national = demoListingSet({ seed: 'bench', count: 2000, today, cities: NATIONAL_CITY_WEIGHTS });
    const sample = [0, 999, 1999].map((i) => national.at(i));
    for (const listing of sample)
      expect(createListingSchema.safeParse(inputOf(listing).listing).success).toBe(true);
  });
});
