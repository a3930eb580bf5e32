import type { PlaceAtInput, SearchAddressesInput } from '@rentals/domain/locations/schemas';
import type { Locale } from '@rentals/domain/users/enums';
import type { AddressSuggestion } from '../../adapters/geocoding/geocoding';
import type { AppDeps } from '../../graphql/context';

/** Canadian places for the address field, best first, at most 6 (spec/03 §5). */
export function findAddressSuggestions(
  deps: AppDeps,
  input: SearchAddressesInput,
  locale: Locale,
): Promise<AddressSuggestion[]> {
  return deps.geocoding.suggest(input.text, { limit: input.first, locale });
}

/**
 * The known city nearest a pin placed by hand (the address field's map), or null when none is near
 * enough. Its placeId makes the listing's city; the pin's own coordinates stay the listing's.
 */
export function findPlaceAt(
  deps: AppDeps,
  input: PlaceAtInput,
  locale: Locale,
): Promise<AddressSuggestion | null> {
  return deps.geocoding.placeAt(input, { locale });
}
