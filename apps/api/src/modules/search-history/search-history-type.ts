import type { SearchHistoryRow } from '../../db/schema/search';
import { builder } from '../../graphql/builder';

/**
 * A saved search as GraphQL shows it. The renter's own list (SearchHistory, search module) and
 * the staff list (SearchHistoryEntry) carry the same fields under two names the API contract
 * fixes, so both are made here.
 */
export function searchHistoryType(name: 'SearchHistory' | 'SearchHistoryEntry', description: string) {
  return builder.objectRef<SearchHistoryRow>(name).implement({
    description,
    fields: (t) => ({
      id: t.exposeID('id', { description: 'Entry id.' }),
      userId: t.exposeID('userId', { description: 'Who searched.' }),
      location: t.exposeString('location', {
        nullable: true,
        description: 'The city (or neighbourhood) searched.',
      }),
      filters: t.string({
        description: 'The filters of the search as a JSON object (ListingSearchInput fields).',
        resolve: (h) => JSON.stringify(h.filters),
      }),
      createdAt: t.field({ type: 'DateTime', description: 'When.', resolve: (h) => h.createdAt }),
    }),
  });
}
