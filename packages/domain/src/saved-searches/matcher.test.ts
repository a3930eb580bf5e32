import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '../search/schemas';
import { listingMatchesSearch, type ListingSnapshot, type UnitSnapshot } from './matcher';

const unit = (over: Partial<UnitSnapshot> = {}): UnitSnapshot => ({
  monthlyPrice: 2100,
  contactForPricing: false,
  bedrooms: 'ONE_BEDROOM',
  bathrooms: 1,
  furnished: false,
  parking: 'NONE',
  available: true,
  startDateAvailability: null,
  ...over,
});

const listing = (over: Partial<ListingSnapshot> = {}): ListingSnapshot => ({
  city: 'Mississauga',
  neighbourhood: 'Port Credit',
  propertyType: 'APARTMENT',
  pets: { cat: true, dog: false },
  utilities: { water: true, heating: true },
  tags: { closeToTransit: true },
  title: 'Bright lakeside apartment',
  address: '10 Lakeshore Rd E, Mississauga',
  description: 'Steps from the GO station.',
  lat: 43.55,
  lng: -79.58,
  units: [unit(), unit({ bedrooms: 'TWO_BEDROOMS', monthlyPrice: 2450, parking: 'GARAGE', furnished: true })],
  ...over,
});

const matches = (f: SearchFilters, l = listing()) => listingMatchesSearch(l, f);

describe('listingMatchesSearch', () => {
  it('finds a listing of a municipality through its region, as the search does', () => {
    expect(matches({ city: 'Peel' })).toBe(true);
    expect(matches({ city: 'mississauga ' })).toBe(true);
    expect(matches({ city: 'York' })).toBe(false);
    expect(matches({ city: 'Toronto' })).toBe(false);
    expect(matches({ city: 'Peel' }, listing({ city: null }))).toBe(false);
  });

  it('keeps a listing inside the map box, borders included, and leaves one outside', () => {
    const box = { north: 43.6, south: 43.55, east: -79.5, west: -79.6 };
    expect(matches({ bounds: box })).toBe(true);
    expect(matches({ bounds: { ...box, south: 43.56 } })).toBe(false);
    expect(matches({ bounds: { ...box, west: -79.57 } })).toBe(false);
    expect(matches({ bounds: box }, listing({ lat: null, lng: null }))).toBe(false);
  });

  it('asks one unit to meet every unit filter at once', () => {
    // The one-bedroom is at $2,100 and the garage is the two-bedroom's: no unit has both.
    expect(matches({ bedrooms: ['ONE_BEDROOM'], price_lte: 2200 })).toBe(true);
    expect(matches({ bedrooms: ['ONE_BEDROOM'], parking: true })).toBe(false);
    expect(matches({ bedrooms: ['TWO_BEDROOMS'], parking: true, furnished: true })).toBe(true);
    expect(matches({ price_gte: 2200, price_lte: 2400 })).toBe(false);
    expect(matches({ bathrooms: 1.5 })).toBe(false);
    expect(matches({ parking: false, price_gte: 2400 })).toBe(false);
  });

  it('leaves units without a price out of a price filter only', () => {
    const contact = listing({ units: [unit({ contactForPricing: true, monthlyPrice: null })] });
    expect(matches({ price_lte: 5000 }, contact)).toBe(false);
    expect(matches({ bedrooms: ['ONE_BEDROOM'] }, contact)).toBe(true);
  });

  it('needs an available unit free by the move-in day', () => {
    const later = listing({ units: [unit({ startDateAvailability: '2026-09-01' })] });
    expect(matches({ moveIn: '2026-08-31' }, later)).toBe(false);
    expect(matches({ moveIn: '2026-09-01' }, later)).toBe(true);
    expect(matches({ moveIn: '2026-09-01' }, listing({ units: [unit({ available: false })] }))).toBe(false);
  });

  it('matches the listing flags, type, neighbourhood and keyword', () => {
    expect(matches({ pets: ['cat'] })).toBe(true);
    expect(matches({ pets: ['cat', 'dog'] })).toBe(false);
    expect(matches({ utilities: ['water', 'heating'], tags: ['closeToTransit'] })).toBe(true);
    expect(matches({ utilities: ['internet'] })).toBe(false);
    expect(matches({ tags: ['students'] })).toBe(false);
    expect(matches({ propertyType: ['CONDO', 'APARTMENT'] })).toBe(true);
    expect(matches({ propertyType: ['CONDO'] })).toBe(false);
    expect(matches({ neighbourhood: 'port credit' })).toBe(true);
    expect(matches({ neighbourhood: 'Streetsville' })).toBe(false);
    expect(matches({ keyword: 'GO STATION' })).toBe(true);
    expect(matches({ keyword: 'lakeshore' })).toBe(true);
    expect(matches({ keyword: 'penthouse' })).toBe(false);
  });

  it('finds every listing for a search without filters', () => {
    expect(matches({})).toBe(true);
  });
});
