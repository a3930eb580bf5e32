import { ADDRESS_SUGGESTIONS_MAX } from '@rentals/domain/locations/limits';
import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import type { AddressSuggestion, GeocodingAdapter } from './geocoding';
import { GAZETTEER_CITIES, POSTAL_PROVINCES, type GazetteerCity } from './gazetteer-data';
import { PROVINCE_NAMES } from '@rentals/domain/locations/address-words';

/*
 * The offline geocoder: Canadian cities and neighbourhoods shipped with the project. Typing a place
 * ("Kits", "montreal", "Liberty Village, Tor") completes it; a street address ("123 King St W,
 * Toronto") resolves to the place it names, keeping the typed text as the address. Coordinates are
 * the place's centre, so for a street address they are approximate.
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

const tokens = (text: string) => normalize(text).split(' ').filter(Boolean);

/** Short forms people type for the same word. */
const SAME_WORD: Record<string, string> = { st: 'saint', ste: 'sainte', mt: 'mount' };
const canonical = (word: string) => SAME_WORD[word] ?? word;

interface Entry {
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

const ENTRIES: Entry[] = GAZETTEER_CITIES.flatMap((city) => {
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

const prefixOf = (typed: string, word: string) =>
  canonical(word).startsWith(canonical(typed)) || word.startsWith(typed);

/** Canadian postal code in the text, formatted "A1A 1A1". */
function postalCodeIn(text: string): string | null {
  const match = /\b([A-Za-z]\d[A-Za-z])\s?(\d[A-Za-z]\d)\b/.exec(text);
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : null;
}

/**
 * Provinces the text names, by code or name, or by its postal code. Only the words after the first
 * comma count (or the last three without one), so "123 Quebec St" or "a flat on Main St" name none.
 */
function provincesIn(text: string): Set<Province> {
  const segments = text.split(',');
  const words = segments.length > 1 ? tokens(segments.slice(1).join(' ')) : tokens(text).slice(-3);
  const found = new Set<Province>();
  for (const p of PROVINCES) {
    if (words.includes(p.toLowerCase())) found.add(p);
    for (const name of PROVINCE_NAMES[p]) if (indexOfSequence(words, tokens(name), false) >= 0) found.add(p);
  }
  const postal = postalCodeIn(text);
  if (postal) for (const p of POSTAL_PROVINCES[postal[0]!] ?? []) found.add(p);
  return found;
}

/**
 * Where a name's words occur one after another among the typed words (end index), or -1. The last
 * typed word may be the start of the name's last word when `openEnd` (the user is still typing).
 */
function indexOfSequence(words: string[], name: string[], openEnd: boolean): number {
  let best = -1;
  for (let start = 0; start + name.length <= words.length; start++) {
    const fits = name.every((part, k) => {
      const typed = words[start + k]!;
      const isLastTyped = start + k === words.length - 1;
      if (canonical(typed) === canonical(part)) return true;
      return openEnd && isLastTyped && k === name.length - 1 && typed.length >= 3 && part.startsWith(typed);
    });
    if (fits) best = start + name.length - 1;
  }
  return best;
}

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

/** Whether a place id is one of the gazetteer's (an HTTP geocoder hands those back to it). */
export const isGazetteerPlaceId = (placeId: string) => placeId.startsWith(`${GAZETTEER_PLACE}:`);

function placeLabel(entry: Entry): string {
  return [entry.neighbourhood, entry.city.name, entry.city.province, 'Canada'].filter(Boolean).join(', ');
}

function suggestion(entry: Entry, address: string, postalCode: string | null): AddressSuggestion {
  return {
    label: address,
    address,
    lat: entry.city.lat,
    lng: entry.city.lng,
    city: entry.city.name,
    region: entry.city.province,
    neighbourhood: entry.neighbourhood,
    postalCode,
    placeId: placeIdOf(entry),
  };
}

/** Typing a place's name: every typed word starts a word of the place (its name, city or province). */
function completions(words: string[]): { entry: Entry; score: number[] }[] {
  const found: { entry: Entry; score: number[] }[] = [];
  for (const entry of ENTRIES) {
    let bestScore: number[] | null = null;
    for (const name of entry.names) {
      const onName = words.filter((w) => name.some((part) => prefixOf(w, part)));
      const placed = words.every((w) => onName.includes(w) || entry.context.some((c) => prefixOf(w, c)));
      if (!placed) continue;
      const typedName = onName.join(' ');
      const fullName = name.join(' ');
      const score = [
        typedName === fullName ? 1 : 0,
        onName.length && fullName.startsWith(typedName) ? 1 : 0,
        onName.length,
        entry.neighbourhood ? 0 : 1,
        entry.weight,
      ];
      if (!bestScore || compare(score, bestScore) < 0) bestScore = score;
    }
    if (bestScore) found.push({ entry, score: bestScore });
  }
  return found;
}

/** A street address: places whose whole name appears in the text, the most specific and latest first. */
function addressMatches(
  words: string[],
  streetWords: number,
  provinces: Set<Province>,
): { entry: Entry; score: number[] }[] {
  const found: { entry: Entry; score: number[]; end: number }[] = [];
  for (const entry of ENTRIES) {
    let end = -1;
    let length = 0;
    for (const name of entry.names) {
      const at = indexOfSequence(words, name, true);
      if (at > end) [end, length] = [at, name.length];
    }
    if (end < 0) continue;
    const cityNamed =
      !!entry.neighbourhood &&
      [entry.city.name, ...(entry.city.aliases ?? [])].some(
        (n) => indexOfSequence(words, tokens(n), true) >= 0,
      );
    found.push({
      entry,
      end,
      score: [cityNamed ? 1 : 0, length, end, entry.neighbourhood ? 0 : 1, entry.weight],
    });
  }
  // A place named after the street part ("10 Quebec St, Toronto") is the locality; the province
  // named narrows the places down. Neither rule may leave nothing (a typo, a one-part address).
  const afterStreet = found.filter((f) => f.end >= streetWords);
  const located = afterStreet.length ? afterStreet : found;
  const inProvince = located.filter((f) => provinces.has(f.entry.city.province));
  return inProvince.length ? inProvince : located;
}

/** Descending, element by element. */
function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

/** The typed address, completed with the city, province and country when it does not name them. */
function completedAddress(text: string, entry: Entry, words: string[], provinces: Set<Province>): string {
  const typed = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,\s]+$/, '');
  const missing = [
    entry.neighbourhood && indexOfSequence(words, tokens(entry.city.name), true) < 0 ? entry.city.name : null,
    provinces.size ? null : entry.city.province,
    words.includes('canada') ? null : 'Canada',
  ].filter(Boolean);
  return [typed, ...missing].join(', ');
}

export function createGazetteerGeocoder(): GeocodingAdapter {
  return {
    kind: 'gazetteer',
    async suggest(text, { limit }) {
      const max = Math.max(0, Math.min(limit, ADDRESS_SUGGESTIONS_MAX));
      const words = tokens(text).filter((w) => w !== 'canada');
      if (!words.length || !max) return [];
      const postalCode = postalCodeIn(text);
      const typed = completions(words).sort(
        (a, b) => compare(a.score, b.score) || a.entry.city.name.localeCompare(b.entry.city.name),
      );
      if (typed.length) {
        return typed.slice(0, max).map(({ entry }) => suggestion(entry, placeLabel(entry), postalCode));
      }
      const provinces = provincesIn(text);
      // Words of the part before the first comma, the street, when the text has more than one part.
      const streetWords = text.includes(',')
        ? tokens(text.split(',')[0]!).filter((w) => w !== 'canada').length
        : 0;
      return addressMatches(words, streetWords, provinces)
        .sort((a, b) => compare(a.score, b.score))
        .slice(0, max)
        .map(({ entry }) => suggestion(entry, completedAddress(text, entry, words, provinces), postalCode));
    },
    async place(placeId) {
      const entry = ENTRY_BY_PLACE_ID.get(placeId);
      return entry ? suggestion(entry, placeLabel(entry), null) : null;
    },
  };
}
