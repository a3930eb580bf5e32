import { SEARCH_COUNT_BOUND } from '@rentals/domain/search/limits';
import type { Locale } from '@rentals/domain/users/enums';
import { formatNumber } from '../../lib/format/number';

/**
 * A search's total as shown: the API counts exactly up to SEARCH_COUNT_BOUND and answers one more
 * past it, which reads "10,000+" (French "10 000+"), in the locale's digit grouping.
 */
export function formatResultCount(total: number, locale: Locale): string {
  return total > SEARCH_COUNT_BOUND
    ? `${formatNumber(SEARCH_COUNT_BOUND, locale)}+`
    : formatNumber(total, locale);
}
