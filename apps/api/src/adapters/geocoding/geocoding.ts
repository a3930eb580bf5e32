import type { Locale, Province } from '@rentals/domain/users/enums';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { createGazetteerGeocoder } from './gazetteer';
import { createHttpGeocoder } from './http-geocoder';

/** One place the address field offers; city, region and neighbourhood feed createCity/createNeighbourhood. */
export interface AddressSuggestion {
  /** What the list shows. */
  label: string;
  /** The address stored with the listing. */
  address: string;
  lat: number;
  lng: number;
  /** City, falling back to the locality, then the region (spec/03 §3.2). */
  city: string;
  /** Province or territory, postal abbreviation. */
  region: Province;
  neighbourhood: string | null;
  postalCode: string | null;
  /**
   * Finds this place again through `place()`: createCity and createNeighbourhood take it, so a city
   * or neighbourhood is only ever made from a place the geocoder knows, never from client text.
   */
  placeId: string;
}

export interface GeocodingAdapter {
  kind: 'gazetteer' | 'photon' | 'nominatim';
  /** Canadian places matching typed text, best first, at most `limit` (itself at most 6). */
  suggest(text: string, options: { limit: number; locale: Locale }): Promise<AddressSuggestion[]>;
  /** The place a suggestion's `placeId` names, found again; null for an id it does not know. */
  place(placeId: string, options: { locale: Locale }): Promise<AddressSuggestion | null>;
  /**
   * The known city or town nearest a point placed by hand on the map, within PIN_PLACE_MAX_KM;
   * null when none is that near. Its coordinates are the place's, not the point's.
   */
  placeAt(
    point: { lat: number; lng: number },
    options: { locale: Locale },
  ): Promise<AddressSuggestion | null>;
}

/** An HTTP geocoder answers within this long, or the gazetteer answers instead. */
export const GEOCODER_TIMEOUT_MS = 3_000;

/** The HTTP geocoder named by GEOCODER_URL (falling back to the gazetteer), else the gazetteer alone. */
export function createGeocodingAdapter(config: Config, log: Logger): GeocodingAdapter {
  const gazetteer = createGazetteerGeocoder();
  if (!config.GEOCODER_URL) return gazetteer;
  return createHttpGeocoder({
    url: config.GEOCODER_URL,
    kind: config.GEOCODER_KIND,
    timeoutMs: GEOCODER_TIMEOUT_MS,
    fallback: gazetteer,
    log,
  });
}
