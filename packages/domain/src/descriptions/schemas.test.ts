import { describe, expect, it } from 'vitest';
import { listingDescriptionFactsSchema, scanImageSchema } from './schemas';

describe('listingDescriptionFactsSchema', () => {
  it('takes any subset of the facts', () => {
    expect(listingDescriptionFactsSchema.parse({})).toEqual({});
    expect(
      listingDescriptionFactsSchema.parse({ monthly_price: 200000, lease_term: 120, num_spots: 20 }),
    ).toBeTruthy();
  });
  it('bounds numbers and lists', () => {
    const r = listingDescriptionFactsSchema.safeParse({
      monthly_price: 200000.01,
      lease_term: 121,
      num_spots: -1,
      landmarks: Array.from({ length: 16 }, (_, i) => `L${i}`),
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['monthly_price', 'max'],
      ['lease_term', 'max'],
      ['num_spots', 'min'],
      ['landmarks', 'max'],
    ]);
  });
});

describe('scanImageSchema', () => {
  it('takes 1 to 60 addresses', () => {
    expect(scanImageSchema.safeParse({ urls: [] }).success).toBe(false);
    expect(scanImageSchema.safeParse({ urls: Array(60).fill('/files/x') }).success).toBe(true);
    expect(scanImageSchema.safeParse({ urls: Array(61).fill('/files/x') }).success).toBe(false);
  });
});
