import { describe, expect, it } from 'vitest';
import { FOOTER_CITIES } from '../search-links';
import { citiesSearched, regionNamed, SEARCH_REGIONS } from './regions';

describe('citiesSearched', () => {
  it.each([
    ['Peel', ['peel', 'mississauga', 'brampton', 'caledon']],
    [
      'York',
      [
        'york',
        'markham',
        'vaughan',
        'richmond hill',
        'newmarket',
        'aurora',
        'whitchurch-stouffville',
        'king',
        'east gwillimbury',
        'georgina',
      ],
    ],
    ['Hamilton & Halton', ['hamilton', 'halton', 'burlington', 'oakville', 'milton', 'halton hills']],
    [
      'Durham',
      ['durham', 'oshawa', 'whitby', 'ajax', 'pickering', 'clarington', 'uxbridge', 'scugog', 'brock'],
    ],
    ['Waterloo', ['waterloo', 'kitchener', 'cambridge', 'woolwich', 'wilmot', 'wellesley', 'north dumfries']],
  ])('finds the municipalities of %s', (region, expected) => {
    expect(citiesSearched(region)).toEqual(expected);
  });

  it('finds a plain city alone, in lower case', () => {
    expect(citiesSearched('Toronto')).toEqual(['toronto']);
    expect(citiesSearched('Mississauga')).toEqual(['mississauga']);
    expect(citiesSearched('Montréal')).toEqual(['montréal']);
  });

  it('reads a region name whatever its case and surrounding spaces', () => {
    expect(citiesSearched('  hamilton & HALTON ')).toEqual(citiesSearched('Hamilton & Halton'));
    expect(citiesSearched('peel')).toContain('mississauga');
    expect(citiesSearched(' Toronto ')).toEqual(['toronto']);
  });

  it('does not take a region for a city that only contains its name', () => {
    expect(regionNamed('North York')).toBeUndefined();
    expect(citiesSearched('Hamilton')).toEqual(['hamilton']);
  });

  it('defines every region the footer names, each a set of several places', () => {
    for (const city of FOOTER_CITIES.filter((c) => c !== 'Toronto')) {
      expect(regionNamed(city)?.name, city).toBe(city);
    }
    for (const region of SEARCH_REGIONS) {
      expect(region.municipalities.length).toBeGreaterThan(1);
      expect(new Set(region.municipalities).size).toBe(region.municipalities.length);
    }
  });

  it('puts no municipality in two regions', () => {
    const all = SEARCH_REGIONS.flatMap((r) => r.municipalities.map((m) => m.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
  });
});
