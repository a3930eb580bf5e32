import {
  ADDRESS_SUGGESTIONS_MAX,
  ADDRESS_TEXT_MAX_LENGTH,
  CANADA_BOUNDS,
} from '@rentals/domain/locations/limits';
import { parseAddress, type ParsedAddress } from '@rentals/domain/locations/address-parser';
import { PROVINCE_NAMES } from '@rentals/domain/locations/address-words';
import { LOCALES, PROVINCES, type Locale, type Province } from '@rentals/domain/users/enums';
import type { Logger } from '../../logger';
import { isGazetteerPlaceId, normalize } from './gazetteer-places';
import type { AddressSuggestion, GeocodingAdapter } from './geocoding';

/*
 * A Photon or Nominatim compatible geocoder (self-hosted, or a provider's), restricted to Canada.
 * When it fails or is slow, the gazetteer answers instead, so the address field keeps working.
 * The typed text is read with the address parser: the service is asked for the street in full
 * words without the unit (services index '50 Charles Street East', not '1205-50 Charles St E'), and
 * its answers get the typed unit and civic number back.
 */

/** What the service is asked for typed text: its street spelled out, city, province, postal code. */
export function geocoderQuery(text: string, typed: ParsedAddress = parseAddress(text)): string {
  if (!typed.spelled) return text.replace(/\s+/g, ' ').trim();
  return [typed.spelled, typed.city, typed.province, typed.postalCode].filter(Boolean).join(', ');
}

/** The unit and civic number to write before the street: the service's number, else the typed one. */
function streetNumber(found: string | undefined, typed: ParsedAddress): string | undefined {
  const number = first(found) ?? typed.civicNumber ?? undefined;
  return number && typed.unit ? `${typed.unit}-${number}` : number;
}

const PROVINCE_BY_NAME = new Map<string, Province>(
  PROVINCES.flatMap((p) => [
    [p.toLowerCase(), p] as const,
    ...PROVINCE_NAMES[p].map((n) => [normalize(n), p] as const),
  ]),
);

/** A province from a name ("Ontario", "Québec") or an ISO 3166-2 code ("CA-ON"). */
function provinceOf(...values: (string | undefined)[]): Province | null {
  for (const value of values) {
    if (!value) continue;
    const iso = /^CA-([A-Z]{2})$/.exec(value)?.[1];
    const province = iso ? PROVINCE_BY_NAME.get(iso.toLowerCase()) : PROVINCE_BY_NAME.get(normalize(value));
    if (province) return province;
  }
  return null;
}

/** A place as the service describes it, before it gets its id. */
type FoundPlace = Omit<AddressSuggestion, 'placeId'>;

const inCanada = (lat: number, lng: number) =>
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  lat >= CANADA_BOUNDS.minLat &&
  lat <= CANADA_BOUNDS.maxLat &&
  lng >= CANADA_BOUNDS.minLng &&
  lng <= CANADA_BOUNDS.maxLng;

const first = (...values: (string | undefined | null)[]) => values.find((v) => v?.trim())?.trim();

/** The fields both services name alike (Photon properties, Nominatim address details). */
interface PlaceParts {
  city?: string;
  town?: string;
  village?: string;
  locality?: string;
  state?: string;
  postcode?: string;
}

/** City ← city, town, village, locality, then the region's name (spec/03 §3.2). */
const cityOf = (p: PlaceParts, region: Province) =>
  first(p.city, p.town, p.village, p.locality) ?? first(p.state) ?? PROVINCE_NAMES[region][0]!;

interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: PlaceParts & {
    name?: string;
    housenumber?: string;
    street?: string;
    district?: string;
    countrycode?: string;
    type?: string;
  };
}

function fromPhoton(feature: PhotonFeature, typed: ParsedAddress): FoundPlace | null {
  const p = feature.properties ?? {};
  const [lng, lat] = feature.geometry?.coordinates ?? [NaN, NaN];
  const region = provinceOf(p.state);
  if (p.countrycode?.toUpperCase() !== 'CA' || !region || !inCanada(lat, lng)) return null;
  // A city feature names itself; its city property is then empty.
  const parts = p.type === 'city' && !p.city ? { ...p, city: p.name } : p;
  const city = cityOf(parts, region);
  // A street feature names itself; a house names its street.
  const streetName = first(p.street) ?? (p.type === 'street' ? first(p.name) : undefined);
  const street = streetName
    ? [streetNumber(p.housenumber, typed), streetName].filter(Boolean).join(' ')
    : undefined;
  const neighbourhood =
    first(p.district) ?? (p.type === 'district' || p.type === 'locality' ? first(p.name) : undefined) ?? null;
  const label = [
    p.name !== city && p.name !== neighbourhood && p.name !== streetName ? first(p.name) : undefined,
    street,
    neighbourhood ?? undefined,
    city,
    [region, first(p.postcode)].filter(Boolean).join(' '),
    'Canada',
  ].filter((part, i, all): part is string => !!part && all.indexOf(part) === i);
  return {
    label: label.join(', '),
    address: label.join(', '),
    lat,
    lng,
    city,
    region,
    neighbourhood: neighbourhood === city ? null : neighbourhood,
    postalCode: first(p.postcode)?.toUpperCase() ?? null,
  };
}

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: PlaceParts & {
    house_number?: string;
    road?: string;
    neighbourhood?: string;
    suburb?: string;
    quarter?: string;
    city_district?: string;
    country_code?: string;
    'ISO3166-2-lvl4'?: string;
  };
}

function fromNominatim(place: NominatimPlace, typed: ParsedAddress): FoundPlace | null {
  const a = place.address ?? {};
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  const region = provinceOf(a['ISO3166-2-lvl4'], a.state);
  if (a.country_code?.toLowerCase() !== 'ca' || !region || !inCanada(lat, lng) || !place.display_name)
    return null;
  const city = cityOf(a, region);
  const neighbourhood = first(a.neighbourhood, a.suburb, a.quarter, a.city_district) ?? null;
  // A street's place is written as addresses are, with the typed unit; others as the service names them.
  const road = first(a.road);
  const label = road
    ? [
        [streetNumber(a.house_number, typed), road].filter(Boolean).join(' '),
        city,
        [region, first(a.postcode)].filter(Boolean).join(' '),
        'Canada',
      ].join(', ')
    : place.display_name;
  return {
    label,
    address: label,
    lat,
    lng,
    city,
    region,
    neighbourhood: neighbourhood === city ? null : neighbourhood,
    postalCode: first(a.postcode)?.toUpperCase() ?? null,
  };
}

/**
 * The id of a place this service found: the text it was asked, the language and the label it
 * answered. `place()` asks the same again and keeps the answer with that label, so the place comes
 * from the service, whatever else the id's sender would like it to be.
 */
function placeIdOf(kind: string, text: string, locale: string, label: string): string {
  return `${kind}:${Buffer.from(JSON.stringify([text, locale, label])).toString('base64url')}`;
}

function readPlaceId(kind: string, placeId: string): { text: string; locale: string; label: string } | null {
  if (!placeId.startsWith(`${kind}:`)) return null;
  try {
    const parts: unknown = JSON.parse(
      Buffer.from(placeId.slice(kind.length + 1), 'base64url').toString('utf8'),
    );
    if (!Array.isArray(parts) || parts.length !== 3 || !parts.every((p) => typeof p === 'string'))
      return null;
    const [text, locale, label] = parts as [string, string, string];
    return text.length <= ADDRESS_TEXT_MAX_LENGTH ? { text, locale, label } : null;
  } catch {
    return null;
  }
}

export interface HttpGeocoderOptions {
  url: string;
  kind: 'photon' | 'nominatim';
  timeoutMs: number;
  /** Answers when the service fails. */
  fallback: GeocodingAdapter;
  log: Logger;
}

export function createHttpGeocoder(options: HttpGeocoderOptions): GeocodingAdapter {
  const base = options.url.replace(/\/+$/, '');

  function requestUrl(text: string, limit: number, lang: string): string {
    if (options.kind === 'photon') {
      const { minLng, minLat, maxLng, maxLat } = CANADA_BOUNDS;
      const params = new URLSearchParams({
        q: text,
        limit: String(limit),
        lang,
        bbox: [minLng, minLat, maxLng, maxLat].join(','),
      });
      return `${base}/api?${params}`;
    }
    const params = new URLSearchParams({
      q: text,
      format: 'jsonv2',
      countrycodes: 'ca',
      limit: String(limit),
      addressdetails: '1',
      'accept-language': lang,
    });
    return `${base}/search?${params}`;
  }

  /** The service's places for the text, best first; throws when the service fails. */
  async function ask(text: string, max: number, locale: Locale): Promise<AddressSuggestion[]> {
    const typed = parseAddress(text);
    const response = await fetch(requestUrl(geocoderQuery(text, typed), max, locale), {
      headers: { accept: 'application/json', 'user-agent': 'rentals-api (address suggestions)' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`geocoder answered HTTP ${response.status}`);
    }
    const body: unknown = await response.json();
    const places =
      options.kind === 'photon'
        ? ((body as { features?: PhotonFeature[] }).features ?? []).map((f) => fromPhoton(f, typed))
        : (Array.isArray(body) ? (body as NominatimPlace[]) : []).map((p) => fromNominatim(p, typed));
    const seen = new Set<string>();
    return places
      .filter((p): p is FoundPlace => !!p && !seen.has(p.label) && !!seen.add(p.label))
      .slice(0, max)
      .map((p) => ({ ...p, placeId: placeIdOf(options.kind, text, locale, p.label) }));
  }

  return {
    kind: options.kind,
    async suggest(text, { limit, locale }) {
      const max = Math.max(0, Math.min(limit, ADDRESS_SUGGESTIONS_MAX));
      if (!max) return [];
      try {
        return await ask(text, max, locale);
      } catch (error) {
        options.log.warn({ err: error, geocoder: options.kind }, 'geocoder failed; the gazetteer answered');
        return options.fallback.suggest(text, { limit: max, locale });
      }
    },
    // The place of a hand-placed pin is a city the gazetteer ships: its id then finds it again
    // without asking the service, and no reverse lookup of arbitrary points is sent out.
    placeAt: (point, placeOptions) => options.fallback.placeAt(point, placeOptions),
    async place(placeId, { locale }) {
      // A suggestion the gazetteer made while the service was down.
      if (isGazetteerPlaceId(placeId)) return options.fallback.place(placeId, { locale });
      const asked = readPlaceId(options.kind, placeId);
      if (!asked) return null;
      const askedLocale = (LOCALES as readonly string[]).includes(asked.locale)
        ? (asked.locale as Locale)
        : locale;
      try {
        const places = await ask(asked.text, ADDRESS_SUGGESTIONS_MAX, askedLocale);
        return places.find((p) => p.label === asked.label) ?? null;
      } catch (error) {
        // Nothing to check the place against: it is refused rather than taken on trust.
        options.log.warn(
          { err: error, geocoder: options.kind },
          'geocoder failed; the place was not confirmed',
        );
        return null;
      }
    },
  };
}
