import { describe, expect, it } from 'vitest';
import { defaultSearchName } from './default-name';
import { nextDigestAt } from './digest-time';
import { canonicalFilters, filtersKey, storedFilters } from './filters-key';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from './limits';
import { isPriceDrop, isPriceRise } from './price-drop';
import { saveSearchSchema } from './schemas';

describe('filtersKey', () => {
  it('gives the same search the same key whatever the order, case and empty values', () => {
    const a = filtersKey({
      city: ' Toronto',
      bedrooms: ['TWO_BEDROOMS', 'ONE_BEDROOM'],
      keyword: '',
      price_lte: 2500,
      bounds: { north: 43.700001, south: 43.6, east: -79.3, west: -79.5 },
    });
    const b = filtersKey({
      bounds: { west: -79.5, east: -79.3, south: 43.6, north: 43.7 },
      price_lte: 2500,
      bedrooms: ['ONE_BEDROOM', 'TWO_BEDROOMS'],
      city: 'toronto',
      neighbourhood: null,
      pets: [],
    });
    expect(a).toBe(b);
  });

  it('tells different searches apart', () => {
    expect(filtersKey({ city: 'Toronto' })).not.toBe(filtersKey({ city: 'Toronto', furnished: false }));
    expect(filtersKey({ city: 'Toronto', price_lte: 2500 })).not.toBe(
      filtersKey({ city: 'Toronto', price_gte: 2500 }),
    );
  });

  it('keeps the keyword as typed but trimmed', () => {
    expect(canonicalFilters({ keyword: ' Pool ', tags: [] })).toEqual({ keyword: 'Pool' });
  });
});

describe('defaultSearchName', () => {
  it('says where, how many bedrooms and the budget', () => {
    const f = { city: 'Toronto', bedrooms: ['ONE_BEDROOM', 'TWO_BEDROOMS'] as const, price_lte: 2500 };
    expect(defaultSearchName({ ...f, bedrooms: [...f.bedrooms] }, 'en')).toBe(
      'Toronto · 1–2 beds · up to $2,500',
    );
    expect(defaultSearchName({ ...f, bedrooms: [...f.bedrooms] }, 'fr')).toBe(
      'Toronto · 1 à 2 chambres · jusqu’à 2\u00a0500\u00a0$',
    );
  });

  it('names studios, one bedroom, 4+ and the map area', () => {
    expect(defaultSearchName({ city: 'Peel', bedrooms: ['STUDIO', 'ONE_BEDROOM'] }, 'en')).toBe(
      'Peel · Studio, 1 bed',
    );
    expect(
      defaultSearchName(
        { bedrooms: ['FOUR_OR_MORE_BEDROOMS'], bounds: { north: 1, south: 0, east: 1, west: 0 } },
        'en',
      ),
    ).toBe('All cities · 4+ beds · map area');
    expect(defaultSearchName({ city: 'Ottawa', price_gte: 1500, price_lte: 2000 }, 'en')).toBe(
      'Ottawa · $1,500–$2,000',
    );
  });

  it('stays within the name limit', () => {
    const name = defaultSearchName({ city: 'Toronto', keyword: 'x'.repeat(200) }, 'en');
    expect(name.length).toBe(SAVED_SEARCH_NAME_MAX_LENGTH);
    expect(saveSearchSchema.safeParse({ name, filters: {}, alertFrequency: 'DAILY' }).success).toBe(true);
  });
});

describe('saveSearchSchema', () => {
  it('refuses an empty or too long name and an unknown frequency, with the field paths', () => {
    const bad = saveSearchSchema.safeParse({
      name: ' ',
      filters: { price_gte: 3000, price_lte: 2000 },
      alertFrequency: 'HOURLY',
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'required'],
      ['filters.price_lte', 'min'],
      ['alertFrequency', 'invalidChoice'],
    ]);
    const long = saveSearchSchema.safeParse({
      name: 'x'.repeat(SAVED_SEARCH_NAME_MAX_LENGTH + 1),
      filters: {},
      alertFrequency: 'NONE',
    });
    expect(long.error?.issues[0]?.message).toBe('tooLong');
  });
});

describe('price drops', () => {
  it('announces only a drop below the last known price', () => {
    expect(isPriceDrop(2300, { savedPrice: 2400, lastAlertedPrice: null })).toBe(true);
    expect(isPriceDrop(2300, { savedPrice: 2400, lastAlertedPrice: 2300 })).toBe(false);
    expect(isPriceDrop(2350, { savedPrice: 2400, lastAlertedPrice: 2300 })).toBe(false);
    expect(isPriceDrop(2200, { savedPrice: 2400, lastAlertedPrice: 2300 })).toBe(true);
    expect(isPriceDrop(2200, { savedPrice: null, lastAlertedPrice: null })).toBe(false);
    expect(isPriceDrop(null, { savedPrice: 2400, lastAlertedPrice: null })).toBe(false);
  });

  it('remembers a rise so that a cut from the higher price is news again', () => {
    // Saved at 2000, told of 1800, raised to 2200 (remembered), then cut to 1900: a drop.
    expect(isPriceRise(2200, { savedPrice: 2000, lastAlertedPrice: 1800 })).toBe(true);
    expect(isPriceDrop(1900, { savedPrice: 2000, lastAlertedPrice: 2200 })).toBe(true);
    expect(isPriceRise(1800, { savedPrice: 2000, lastAlertedPrice: 1800 })).toBe(false);
  });
});

describe('nextDigestAt', () => {
  it('is the next 8 a.m. in Toronto, daylight time or not', () => {
    // 07:59 EDT and 08:00 EDT on a summer day; 08:00 EST in winter is 13:00 UTC.
    expect(nextDigestAt(new Date('2026-07-01T11:59:00Z')).toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(nextDigestAt(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T12:00:00.000Z');
    expect(nextDigestAt(new Date('2026-12-01T20:00:00Z')).toISOString()).toBe('2026-12-02T13:00:00.000Z');
  });
});

describe('storedFilters', () => {
  it('drops empty values and keeps names as typed', () => {
    expect(
      storedFilters({ city: ' Toronto ', neighbourhood: null, bedrooms: [], pets: ['dog', 'cat'] }),
    ).toEqual({
      city: 'Toronto',
      pets: ['cat', 'dog'],
    });
  });
});
