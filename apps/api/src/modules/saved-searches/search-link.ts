import { DEFAULT_ORDER, serializeSearchParams } from '@rentals/domain/search/url-params';
import type { SearchFilters } from '@rentals/domain/search/schemas';

/** The /search address of a saved search's filters (the page's own URL form), path and query. */
export const searchPathOf = (filters: SearchFilters) =>
  `/search?${serializeSearchParams({ filters, order: DEFAULT_ORDER, page: 1 }).toString()}`;
