import { mentionsPlace } from '@rentals/domain/locations/place-names';
import type { AddressValue } from '../../form/wizard-values';

/** The known place the server answered for a pin (placeAt). */
export interface PinnedPlace {
  city: string;
  region: string;
  placeId: string;
}

/** Where the pin stands. */
export interface PinPoint {
  lat: number;
  lng: number;
}

/**
 * The address of a listing placed by hand: the street as the user typed it, completed with the
 * pinned place's city and province when the text does not name them, at the pin's own point. The
 * city comes from the place id (createCity), never from the typed text.
 */
export function pinnedAddress(typed: string, place: PinnedPlace, point: PinPoint): AddressValue {
  const street = typed
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,\s]+$/, '');
  const address = [
    street,
    mentionsPlace(street, place.city) ? null : place.city,
    new RegExp(`\\b${place.region}\\b`, 'i').test(street) ? null : place.region,
    /\bcanada\b/i.test(street) ? null : 'Canada',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    address,
    label: address,
    city: place.city,
    region: place.region,
    lat: point.lat,
    lng: point.lng,
    neighbourhood: null,
    placeId: place.placeId,
    cityId: null,
    neighbourhoodId: null,
  };
}
