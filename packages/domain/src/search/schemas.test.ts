import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../i18n/validation-messages';
import { searchFiltersSchema, searchPageSchema } from './schemas';

type Issue = { path: PropertyKey[]; message: string; params?: unknown };
const issues = (r: { success: boolean; error?: { issues: Issue[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('searchFiltersSchema', () => {
  it('accepts an empty search and every filter', () => {
    expect(searchFiltersSchema.safeParse({}).success).toBe(true);
    const all = {
      city: ' Toronto ',
      neighbourhood: 'Old Town',
      price_gte: 0,
      price_lte: 4500,
      bedrooms: ['STUDIO', 'TWO_BEDROOMS'],
      bathrooms: 1.5,
      propertyType: ['CONDO'],
      pets: ['cat', 'dog'],
      furnished: true,
      parking: true,
      utilities: ['water', 'internet'],
      tags: ['closeToTransit'],
      moveIn: '2026-12-01',
      keyword: '100% _real_',
      bounds: { north: 44, south: 43, east: -79, west: -80 },
    };
    const parsed = searchFiltersSchema.parse(all);
    expect(parsed.city).toBe('Toronto');
    expect(parsed.keyword).toBe('100% _real_');
  });

  it('names the field of unknown values, negative and reversed prices, bad dates and bounds', () => {
    const r = searchFiltersSchema.safeParse({
      bedrooms: ['STUDIO', 'PALACE'],
      propertyType: ['CASTLE'],
      pets: ['horse'],
      utilities: ['sunshine'],
      tags: ['beach'],
      price_gte: -1,
      moveIn: '2026-13-45',
      bounds: { north: 43, south: 44, east: -79, west: -80 },
    });
    expect(issues(r)).toEqual({
      'bedrooms.1': 'invalidChoice',
      'propertyType.0': 'invalidChoice',
      'pets.0': 'invalidChoice',
      'utilities.0': 'invalidChoice',
      'tags.0': 'invalidChoice',
      price_gte: 'amountMin',
      moveIn: 'invalidDate',
      'bounds.north': 'min',
    });
    const reversed = searchFiltersSchema.safeParse({ price_gte: 3000, price_lte: 1000 });
    expect(issues(reversed)).toEqual({ price_lte: 'min' });
    expect((reversed.error?.issues[0] as Issue | undefined)?.params).toEqual({ min: 3000 });
  });

  it('uses message keys of the catalogue', () => {
    const r = searchFiltersSchema.safeParse({
      bedrooms: ['X'],
      price_gte: 'a',
      moveIn: 'x',
      keyword: 'k'.repeat(300),
    });
    for (const issue of r.error?.issues ?? []) expect(VALIDATION_MESSAGES).toHaveProperty(issue.message);
  });
});

describe('searchPageSchema', () => {
  it('caps first at 100 and refuses a negative skip', () => {
    expect(searchPageSchema.safeParse({ first: 100, skip: 0 }).success).toBe(true);
    expect(issues(searchPageSchema.safeParse({ first: 101, skip: -1 }))).toEqual({
      first: 'max',
      skip: 'min',
    });
  });
});
