import { PAGE_SIZE } from '@rentals/domain/limits';
import { resultRange } from '@rentals/domain/listings/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { formatNumber } from '../format/number';

/* The arithmetic of a paged list, PAGE_SIZE rows a page. */

/** How many pages a total fills, at least one (so an empty list still has page 1). */
export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/**
 * The numbers of 'Showing x-y of total results' (spec/01 §2) for a page, written in the viewer's
 * language: 'Showing 11-20 of 1,234 results'; an empty page reads 0-0.
 */
export function showingRange(
  page: number,
  pageLength: number,
  total: number,
  locale: Locale,
): { from: string; to: string; total: string } {
  const range = resultRange((page - 1) * PAGE_SIZE, pageLength, total);
  return {
    from: formatNumber(range.from, locale),
    to: formatNumber(range.to, locale),
    total: formatNumber(range.total, locale),
  };
}
