import { PROVINCE_NAMES } from '@rentals/domain/locations/address-words';
import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import type { AddressSuggestion } from './geocoding';
import { GAZETTEER_CITIES, type GazetteerCity } from './gazetteer-data';

/*
 * The gazetteer's places (cities and their neighbourhoods), their ids, and the completion of a
 * typed place name ("Kits", "montreal", "Liberty Village, Tor").
 */

/** Lower case, accents and apostrophes removed, punctuation turned into spaces: "St. John's" → "st johns". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const tokens = (text: string) => normalize(text).split(' ').filter(Boolean);

/** Short forms people type for the same word. */
const SAME_WORD: Record<string, string> = { st: 'saint', ste: 'sainte', mt: 'mount' };
const canonical = (word: string) => SAME_WORD[word] ?? word;

export interface Entry {
  city: GazetteerCity;
  neighbourhood: string | null;
  /** Normalised words of each name the place goes by. */
  names: string[][];
  /** Words that place it: its city (for a neighbourhood), its province code and names. */
  context: string[];
  /** Higher first among equally good matches. */
  weight: number;
}

const PROVINCE_WORDS = Object.fromEntries(
  PROVINCES.map((p) => [p, [p.toLowerCase(), ...PROVINCE_NAMES[p].flatMap(tokens)]]),
) as Record<Province, string[]>;

export const ENTRIES: Entry[] = GAZETTEER_CITIES.flatMap((city) => {
  const cityNames = [city.name, ...(city.aliases ?? [])].map(tokens);
  return [
    {
      city,
      neighbourhood: null,
      names: cityNames,
      context: PROVINCE_WORDS[city.province],
      weight: city.population,
    },
    ...city.neighbourhoods.map((name, i) => ({
      city,
      neighbourhood: name,
      names: [tokens(name)],
      context: [...cityNames.flat(), ...PROVINCE_WORDS[city.province]],
      // Below its city, most popular first.
      weight: city.population - (i + 1) / 100,
    })),
  ];
});

/** Every name of a place, its words joined: for telling a city typed after a street without a comma. */
const PLACE_NAMES = new Set(ENTRIES.flatMap((e) => e.names.map((n) => n.map(canonical).join(' '))));
export const isPlaceName = (words: string[]) => PLACE_NAMES.has(words.map(canonical).join(' '));

/** The city entries, largest first. */
export const CITY_ENTRIES = ENTRIES.filter((e) => !e.neighbourhood).sort((a, b) => b.weight - a.weight);
const CITY_ENTRY_BY_NAME = new Map(CITY_ENTRIES.map((e) => [e.city.name, e]));
export const cityEntry = (name: string) => CITY_ENTRY_BY_NAME.get(name) ?? null;

const prefixOf = (typed: string, word: string) =>
  canonical(word).startsWith(canonical(typed)) || word.startsWith(typed);

/** The place ids of the gazetteer name its entries: "gazetteer:ON:toronto:liberty-village". */
const GAZETTEER_PLACE = 'gazetteer';
const slug = (name: string) => normalize(name).replace(/ /g, '-');
const placeIdOf = (entry: Entry) =>
  [
    GAZETTEER_PLACE,
    entry.city.province,
    slug(entry.city.name),
    ...(entry.neighbourhood ? [slug(entry.neighbourhood)] : []),
  ].join(':');
const ENTRY_BY_PLACE_ID = new Map(ENTRIES.map((entry) => [placeIdOf(entry), entry]));
export const entryOfPlaceId = (placeId: string) => ENTRY_BY_PLACE_ID.get(placeId) ?? null;

/** Whether a place id is one of the gazetteer's (an HTTP geocoder hands those back to it). */
export const isGazetteerPlaceId = (placeId: string) => placeId.startsWith(`${GAZETTEER_PLACE}:`);

export function placeLabel(entry: Entry): string {
  return [entry.neighbourhood, entry.city.name, entry.city.province, 'Canada'].filter(Boolean).join(', ');
}

/** A suggestion of a place; at the place's centre unless a point is given. */
export function suggestion(
  entry: Entry,
  address: string,
  postalCode: string | null,
  point: { lat: number; lng: number } = entry.city,
): AddressSuggestion {
  return {
    label: address,
    address,
    lat: point.lat,
    lng: point.lng,
    city: entry.city.name,
    region: entry.city.province,
    neighbourhood: entry.neighbourhood,
    postalCode,
    placeId: placeIdOf(entry),
  };
}

/** Descending, element by element. */
function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

/**
 * Typing a place's name: every typed word starts a word of the place (its name, city or province),
 * best first. With `onName`, at least one word must be on the place's own name.
 */
export function completions(words: string[], onName = false): Entry[] {
  const found: { entry: Entry; score: number[] }[] = [];
  for (const entry of ENTRIES) {
    let bestScore: number[] | null = null;
    for (const name of entry.names) {
      const named = words.filter((w) => name.some((part) => prefixOf(w, part)));
      const placed = words.every((w) => named.includes(w) || entry.context.some((c) => prefixOf(w, c)));
      if (!placed || (onName && !named.length)) continue;
      const typedName = named.join(' ');
      const fullName = name.join(' ');
      const score = [
        typedName === fullName ? 1 : 0,
        named.length && fullName.startsWith(typedName) ? 1 : 0,
        named.length,
        entry.neighbourhood ? 0 : 1,
        entry.weight,
      ];
      if (!bestScore || compare(score, bestScore) < 0) bestScore = score;
    }
    if (bestScore) found.push({ entry, score: bestScore });
  }
  return found
    .sort((a, b) => compare(a.score, b.score) || a.entry.city.name.localeCompare(b.entry.city.name))
    .map((f) => f.entry);
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * The city nearest a point and how far it is. Neighbourhoods have no centre of their own in the
 * gazetteer, so a point is only ever placed in a city.
 */
export function nearestCity(point: { lat: number; lng: number }): { entry: Entry; km: number } {
  let best = { entry: CITY_ENTRIES[0]!, km: Infinity };
  for (const entry of CITY_ENTRIES) {
    const km = distanceKm(point, entry.city);
    if (km < best.km) best = { entry, km };
  }
  return best;
}
