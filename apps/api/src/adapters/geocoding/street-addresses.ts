import { parseAddress, type ParsedAddress } from '@rentals/domain/locations/address-parser';
import { placeName } from '@rentals/domain/locations/place-names';
import type { Locale, Province } from '@rentals/domain/users/enums';
import type { AddressSuggestion } from './geocoding';
import { POSTAL_PROVINCES } from './gazetteer-data';
import {
  CITY_ENTRIES,
  cityEntry,
  completions,
  isPlaceName,
  suggestion,
  tokens,
  type Entry,
} from './gazetteer-places';
import { cityOfPostalArea } from './postal-areas';
import { KNOWN_STREETS } from './street-data';

/*
 * Street addresses and postal codes for the gazetteer. The place comes from the city typed, else
 * the postal code's area, else the cities whose well-known streets include the one typed, else the
 * largest cities (each suggestion names its city, so the user picks). The address kept is the
 * typed unit and civic number with the street in its usual written form, then city, province and
 * postal code. Coordinates are the street's point when the list has the street in that city, else
 * the city's or neighbourhood's centre: a civic number is never placed along its street.
 */

interface ListedStreet {
  entry: Entry;
  street: ParsedAddress;
  point: { lat: number; lng: number };
}

const LISTED_STREETS: ListedStreet[] = Object.entries(KNOWN_STREETS).flatMap(([city, streets]) => {
  const entry = cityEntry(city);
  if (!entry) throw new Error(`street list names ${city}, which the gazetteer lacks`);
  return streets.map(([text, lat, lng]) => ({
    entry,
    street: parseAddress(text, { streetOnly: true }),
    point: { lat, lng },
  }));
});

/** Whether a listed street is the typed one; a name still being typed (no type yet) may be its start. */
function isTypedStreet(typed: ParsedAddress, listed: ParsedAddress): boolean {
  if (!typed.nameKey || !listed.nameKey) return false;
  if (typed.streetType && typed.streetType !== listed.streetType) return false;
  if (typed.direction && typed.direction !== listed.direction) return false;
  if (typed.nameKey === listed.nameKey) return true;
  return !typed.streetType && !typed.direction && listed.nameKey.startsWith(typed.nameKey);
}

/** The places a typed city names (prefixes while typing), in the typed province if any. */
function namedPlaces(city: string, province: Province | null): Entry[] {
  const words = tokens(city).filter((w) => w !== 'canada');
  if (!words.length) return [];
  const found = completions(words, true).filter((e) => !province || e.city.province === province);
  const exact = found[0]?.names.some((n) => n.join(' ') === words.join(' '));
  if (exact) return found.slice(0, 1);
  // 'Bramp' is Brampton, not also Downtown Brampton.
  const cities = new Set(found.filter((e) => !e.neighbourhood).map((e) => e.city));
  return found.filter((e) => !e.neighbourhood || !cities.has(e.city)).slice(0, 3);
}

/** Where a postal code or its area is: its city, else the largest cities of its province. */
function postalPlaces(fsa: string): Entry[] {
  const city = cityOfPostalArea(fsa);
  const entry = city ? cityEntry(city) : null;
  if (entry) return [entry];
  const provinces = POSTAL_PROVINCES[fsa[0]!] ?? [];
  return CITY_ENTRIES.filter((e) => provinces.includes(e.city.province));
}

interface Candidate {
  entry: Entry;
  /** The street as written in the address, or null for a postal code alone. */
  street: string | null;
  point?: { lat: number; lng: number };
}

/** The typed street in the given places: the listed streets it names there, else as typed. */
function inPlaces(typed: ParsedAddress | null, places: Entry[]): Candidate[] {
  return places.flatMap((entry): Candidate[] => {
    if (!typed?.street) return [{ entry, street: null }];
    const listed = LISTED_STREETS.filter(
      (l) => l.entry.city === entry.city && isTypedStreet(typed, l.street),
    );
    if (!listed.length) return [{ entry, street: typed.street }];
    return listed.map((l) => ({
      entry,
      street: l.street.street,
      // A neighbourhood's own centre is nearer than a point anywhere along the street.
      point: entry.neighbourhood ? undefined : l.point,
    }));
  });
}

function addressText(
  parsed: ParsedAddress,
  candidate: Candidate,
  locale: Locale,
): { label: string; address: string } {
  const number = parsed.civicNumber ? [parsed.unit, parsed.civicNumber].filter(Boolean).join('-') : null;
  const line = candidate.street
    ? [number, candidate.street].filter(Boolean).join(' ') +
      (parsed.unit && !number ? ` #${parsed.unit}` : '')
    : null;
  const { name, province } = candidate.entry.city;
  const address = [
    line,
    candidate.entry.neighbourhood,
    placeName(name, locale),
    [province, parsed.postalCode].filter(Boolean).join(' '),
    'Canada',
  ]
    .filter(Boolean)
    .join(', ');
  // A postal code being typed: its area is shown, not stored (it is no postal code yet).
  const label = !parsed.postalCode && parsed.fsa && !line ? `${parsed.fsa}: ${address}` : address;
  return { label, address };
}

/** Suggestions for a street address or postal code; none when the text names no place and no street. */
export function streetAddressSuggestions(text: string, locale: Locale, max: number): AddressSuggestion[] {
  const parsed = parseAddress(text, { isPlace: isPlaceName });
  const named = parsed.city ? namedPlaces(parsed.city, parsed.province) : [];
  // A single word or two that name no place ('Yonge', 'Bloor W') are a street being typed.
  const cityIsStreet = !parsed.street && !!parsed.city && !named.length && !parsed.fsa;
  const typed = cityIsStreet ? parseAddress(parsed.city!, { streetOnly: true }) : parsed;
  const street = typed.street ? typed : null;
  // A place alone is the place completions' to offer.
  if (!street && !parsed.fsa) return [];
  const isAddress = !!(parsed.civicNumber || parsed.unit || parsed.streetType);
  const province = parsed.province;

  let candidates: Candidate[];
  if (parsed.city && !cityIsStreet) {
    candidates = inPlaces(street, named);
  } else if (parsed.fsa) {
    candidates = inPlaces(street, postalPlaces(parsed.fsa));
  } else if (street) {
    const listed = LISTED_STREETS.filter(
      (l) => isTypedStreet(street, l.street) && (!province || l.entry.city.province === province),
    );
    candidates = listed.length
      ? listed.map((l) => ({ entry: l.entry, street: l.street.street, point: l.point }))
      : isAddress || street.streetType
        ? inPlaces(
            street,
            CITY_ENTRIES.filter((e) => !province || e.city.province === province),
          )
        : [];
  } else {
    candidates = [];
  }
  const seen = new Set<string>();
  return candidates.flatMap((candidate) => {
    const { label, address } = addressText(parsed, candidate, locale);
    if (seen.has(label) || seen.size >= max) return [];
    seen.add(label);
    return [{ ...suggestion(candidate.entry, address, parsed.postalCode, candidate.point), label }];
  });
}
