import { searchHistory } from '../../db/schema/search';
import { ROLES, LOGGED_IN } from '../../test/authorization/roles';
import { onListing, q, type Row } from '../../test/authorization/table';

/** Finding listings and a user's own search history (modules/search). */
export const SEARCH_ROWS: Row[] = [
  {
    operation: 'searchListings',
    allowed: ROLES,
    run: q('{ searchListings(where: { city: "Toronto" }, first: 1) { id } }'),
  },
  {
    operation: 'searchListings',
    case: 'saved to the caller history (a visitor naming a user is refused)',
    allowed: LOGGED_IN,
    run: q('query($u: ID) { searchListings(userId: $u, first: 1) { id } }', (a) => ({
      u: a.self?.user.id ?? a.other.user.id,
    })),
  },
  { operation: 'searchListingsCount', allowed: ROLES, run: q('{ searchListingsCount }') },
  { operation: 'trendingListings', allowed: ROLES, run: q('{ trendingListings(first: 1) { id } }') },
  { operation: 'recommendListings', allowed: ROLES, run: q('{ recommendListings { id } }') },
  {
    operation: 'similarListings',
    case: 'an approved listing',
    allowed: ROLES,
    run: onListing('query($id: ID!) { similarListings(id: $id) { id } }', (l) => ({ id: l.id })),
  },
  { operation: 'listings', allowed: ROLES, run: q('{ listings(first: 1) { id } }') },
  {
    operation: 'searchMapListings',
    allowed: ROLES,
    run: q('{ searchMapListings(address: "Toronto") { id } }'),
  },
  { operation: 'mySearchHistory', allowed: LOGGED_IN, run: q('{ mySearchHistory { id } }') },
  {
    operation: 'deleteSearchHistory',
    case: 'own entry',
    allowed: LOGGED_IN,
    run: async (api, actors) => {
      const [entry] = actors.self
        ? await api.deps.db
            .insert(searchHistory)
            .values({ userId: actors.self.user.id, location: 'Toronto', filters: {} })
            .returning()
        : [];
      return api.execute(
        'mutation($id: ID!) { deleteSearchHistory(id: $id) }',
        { id: entry?.id ?? '00000000-0000-4000-8000-000000000000' },
        { token: actors.self?.token },
      );
    },
  },
];
