import { DEMO_CITIES } from './places-data';

/**
 * Where demo listings are: for each seeded city (cities.ts), its neighbourhoods with an approximate
 * centre and real streets in them, the rent level against Toronto, and what a description says
 * about getting around. Coordinates are near the neighbourhood centre, not of a real building.
 */
export interface DemoNeighbourhood {
  /** As in cities.ts, so the seed links the listing to that neighbourhood. */
  name: string;
  lat: number;
  lng: number;
  streets: readonly string[];
  /** The locality written in the address when it is not the city (regions such as York or Peel). */
  locality?: string;
}

export interface DemoCity {
  /** As in cities.ts. */
  name: string;
  province: string;
  /** Written in addresses (Montréal, Québec). */
  addressName: string;
  /** Rent level against Toronto (1). */
  priceIndex: number;
  /** Rapid transit mentioned in descriptions. */
  transit: string;
  neighbourhoods: readonly DemoNeighbourhood[];
}

export { DEMO_CITIES };

/**
 * How `npm start`'s demo listings spread over cities: mostly the footer's cities (spec/03 §2.4),
 * a few elsewhere. The weights add up to 60, the demo count, so each city gets exactly its weight.
 */
export const DEMO_CITY_WEIGHTS: readonly (readonly [string, number])[] = [
  ['Toronto', 14],
  ['Peel', 4],
  ['York', 6],
  ['Hamilton', 6],
  ['Durham', 5],
  ['Waterloo', 5],
  ['Mississauga', 3],
  ['Brampton', 2],
  ['Ottawa', 4],
  ['Montreal', 4],
  ['Vancouver', 4],
  ['Calgary', 2],
  ['Halifax', 1],
];

/** A national spread (roughly the rental stock of each city), for large generated sets such as the search benchmark. */
export const NATIONAL_CITY_WEIGHTS: readonly (readonly [string, number])[] = [
  ['Toronto', 22],
  ['Peel', 5],
  ['Mississauga', 7],
  ['Brampton', 5],
  ['York', 8],
  ['Hamilton', 6],
  ['Durham', 5],
  ['Waterloo', 4],
  ['Ottawa', 8],
  ['Montreal', 9],
  ['Quebec City', 3],
  ['Vancouver', 9],
  ['Calgary', 5],
  ['Edmonton', 4],
  ['Winnipeg', 3],
  ['Halifax', 2],
];

export function demoCity(name: string): DemoCity {
  const city = DEMO_CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`No demo places for the city ${name}`);
  return city;
}
