import type { SearchAddressesInput } from '@rentals/domain/locations/schemas';
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
