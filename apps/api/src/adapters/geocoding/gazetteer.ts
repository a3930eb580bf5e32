import { parseAddress } from '@rentals/domain/locations/address-parser';
import { ADDRESS_SUGGESTIONS_MAX, PIN_PLACE_MAX_KM } from '@rentals/domain/locations/limits';
import type { GeocodingAdapter } from './geocoding';
import {
  completions,
  entryOfPlaceId,
  isPlaceName,
  nearestCity,
  placeLabel,
  suggestion,
  tokens,
} from './gazetteer-places';
import { streetAddressSuggestions } from './street-addresses';

/*
 * The offline geocoder: Canadian cities and neighbourhoods shipped with the project. Typing a place
 * ("Kits", "montreal", "Liberty Village, Tor") completes it; a street address ("100 Queen St W",
 * "1205-50 Charles St E, Toronto") or a postal code ("M5H 2N2") is read with the address parser
 * and placed in its city (street-addresses.ts). Coordinates are a place's centre or a well-known
 * street's point, so for a street address they are approximate.
 */

export function createGazetteerGeocoder(): GeocodingAdapter {
  return {
    kind: 'gazetteer',
    async suggest(text, { limit, locale }) {
      const max = Math.max(0, Math.min(limit, ADDRESS_SUGGESTIONS_MAX));
      const words = tokens(text).filter((w) => w !== 'canada');
      if (!words.length || !max) return [];
      const parsed = parseAddress(text, { isPlace: isPlaceName });
      // Without a number, unit or postal code the text may be a place named like a street
      // ('Commercial Drive, Vancouver' is a neighbourhood): places first, then streets.
      const places =
        parsed.civicNumber || parsed.unit || parsed.fsa
          ? []
          : completions(words).map((e) => suggestion(e, placeLabel(e), null));
      if (places.length >= max) return places.slice(0, max);
      const streets = streetAddressSuggestions(text, locale, max);
      return [...places, ...streets].slice(0, max);
    },
    async place(placeId) {
      const entry = entryOfPlaceId(placeId);
      return entry ? suggestion(entry, placeLabel(entry), null) : null;
    },
    async placeAt(point) {
      const { entry, km } = nearestCity(point);
      return km <= PIN_PLACE_MAX_KM ? suggestion(entry, placeLabel(entry), null) : null;
    },
  };
}
