import { describe, expect, it } from 'vitest';
import { listingPathWithUnits, MATCHED_UNITS_LINK_MAX, matchedUnitsOf } from './matched-units-link';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const read = (path: string) => matchedUnitsOf(new URL(path, 'http://x').searchParams);

describe('matched units link', () => {
  it('is the plain listing path without matched units', () => {
    expect(listingPathWithUnits('abc')).toBe('/listing/abc');
    expect(listingPathWithUnits('abc', [])).toBe('/listing/abc');
  });

  it('names the matched units, which the listing page reads back', () => {
    const path = listingPathWithUnits('abc', [id(1), id(2)]);
    expect(path).toBe(`/listing/abc?units=${id(1)},${id(2)}`);
    expect(read(path)).toEqual([id(1), id(2)]);
  });

  it('keeps a long list short', () => {
    const many = Array.from({ length: 50 }, (_, i) => id(i));
    expect(read(listingPathWithUnits('abc', many))).toEqual(many.slice(0, MATCHED_UNITS_LINK_MAX));
  });

  it('ignores what is not a unit id, and repeats', () => {
    expect(read(`/listing/abc?units=x,,${id(3)},${id(3).toUpperCase()},<script>`)).toEqual([id(3)]);
    expect(read('/listing/abc')).toEqual([]);
  });
});
