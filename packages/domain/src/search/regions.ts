/*
 * Regions and areas people search by (the footer's and the home page's 'Peel', 'York', 'Hamilton &
 * Halton'...), each the set of municipalities it covers. A city search for a region's name finds
 * the homes of all of them; any other name is one city. The region's own name is in its set, since
 * places are stored under it too (the seeded 'Durham' with Oshawa, Whitby... as neighbourhoods).
 * Names are matched case-insensitively, accents kept (they are stored as the geocoder writes them).
 */

export interface SearchRegion {
  /** The name links and the city box use (the `city` parameter of /search). */
  name: string;
  /** The municipalities it covers, as city names are stored, the region's own name first. */
  municipalities: readonly string[];
}

export const SEARCH_REGIONS: readonly SearchRegion[] = [
  {
    // Peel Region.
    name: 'Peel',
    municipalities: ['Peel', 'Mississauga', 'Brampton', 'Caledon'],
  },
  {
    // York Region.
    name: 'York',
    municipalities: [
      'York',
      'Markham',
      'Vaughan',
      'Richmond Hill',
      'Newmarket',
      'Aurora',
      'Whitchurch-Stouffville',
      'King',
      'East Gwillimbury',
      'Georgina',
    ],
  },
  {
    // The City of Hamilton and Halton Region, which the footer names together.
    name: 'Hamilton & Halton',
    municipalities: ['Hamilton', 'Halton', 'Burlington', 'Oakville', 'Milton', 'Halton Hills'],
  },
  {
    // Durham Region.
    name: 'Durham',
    municipalities: [
      'Durham',
      'Oshawa',
      'Whitby',
      'Ajax',
      'Pickering',
      'Clarington',
      'Uxbridge',
      'Scugog',
      'Brock',
    ],
  },
  {
    // The Region of Waterloo: Waterloo with Kitchener and Cambridge and the townships.
    name: 'Waterloo',
    municipalities: [
      'Waterloo',
      'Kitchener',
      'Cambridge',
      'Woolwich',
      'Wilmot',
      'Wellesley',
      'North Dumfries',
    ],
  },
];

const byName = new Map(SEARCH_REGIONS.map((r) => [r.name.toLowerCase(), r]));

/** The region a name (a `city` parameter) stands for, or undefined when it names one city. */
export function regionNamed(name: string): SearchRegion | undefined {
  return byName.get(name.trim().toLowerCase());
}

/**
 * The city names a `city` filter finds, lower case: a region's municipalities, or the one city.
 * The search (SQL) and the saved-search alert matcher both read it, so they agree.
 */
export function citiesSearched(city: string): string[] {
  const region = regionNamed(city);
  return region ? region.municipalities.map((m) => m.toLowerCase()) : [city.trim().toLowerCase()];
}
