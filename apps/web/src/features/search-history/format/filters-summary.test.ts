import { expect, it } from 'vitest';
import { summarizeFilters, type SummaryWords } from './filters-summary';

const words: SummaryWords = {
  name: (filter) => filter,
  yes: 'Yes',
  no: 'No',
  atLeast: (value) => `${value}+`,
  mapArea: 'Map area',
};

it('describes each stored filter in a fixed order, with the labels of its values', () => {
  const json = JSON.stringify({
    city: 'Toronto',
    keyword: 'loft',
    bedrooms: ['STUDIO', 'ONE_BEDROOM'],
    price_gte: 1200,
    price_lte: 2000,
    furnished: false,
    bathrooms: 1.5,
    bounds: { north: 1, south: 0, east: 1, west: 0 },
  });
  expect(summarizeFilters(json, 'en', words).map((l) => l.text)).toEqual([
    'price: $1,200 – $2,000',
    'bedrooms: Studio, One Bedroom',
    'bathrooms: 1.5+',
    'furnished: No',
    'keyword: “loft”',
    'bounds: Map area',
  ]);
});

it('uses the viewer language for values, and leaves a one-sided price open', () => {
  const lines = summarizeFilters(JSON.stringify({ price_lte: 1500, pets: ['cat'] }), 'fr', words);
  // fr-CA groups digits and places the dollar sign with narrow and plain no-break spaces.
  const plain = lines.map((l) => l.text.replace(/[\u00a0\u202f]/g, ' '));
  expect(plain).toEqual(['price: … – 1 500 $', 'pets: Chats']);
});

it('answers no lines for a city alone or for text that is not JSON', () => {
  expect(summarizeFilters('{"city":"Montréal"}', 'en', words)).toEqual([]);
  expect(summarizeFilters('not json', 'en', words)).toEqual([]);
});
