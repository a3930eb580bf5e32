import { eq } from 'drizzle-orm';
import { searchHistory } from '../../db/schema/search';
import { users } from '../../db/schema/users';
import { findOrCreateCity } from '../locations/place.service';
import { ROLES, LOGGED_IN, LISTING_AUTHORS } from '../../test/authorization/roles';
import { onListing, q, type Row } from '../../test/authorization/table';

/**
 * Finding listings (modules/search, modules/locations: cities, addresses, neighbourhoods) and
 * roommates (tenant profiles of modules/users).
 */
export const SEARCH_DISCOVERY_ROWS: Row[] = [
  { operation: 'cities', allowed: ROLES, run: q('{ cities(first: 1) { id } }') },
  {
    operation: 'searchAddresses',
    allowed: ROLES,
    run: q('{ searchAddresses(text: "Toronto", first: 1) { city } }'),
  },
  {
    operation: 'createCity',
    allowed: LISTING_AUTHORS,
    run: q(
      'mutation { createCity(data: { name: "Guelph", province: "ON", lat: 43.5448, lng: -80.2482 }) { id } }',
    ),
  },
  {
    operation: 'createNeighbourhood',
    allowed: LISTING_AUTHORS,
    run: async (api, actors) => {
      const city = await findOrCreateCity(api.deps.db, {
        name: 'Guelph',
        province: 'ON',
        lat: 43.5448,
        lng: -80.2482,
      });
      return api.execute(
        'mutation($c: ID!) { createNeighbourhood(data: { name: "The Ward", cityId: $c }) { id } }',
        { c: city.id },
        { token: actors.self?.token },
      );
    },
  },
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
    operation: 'roommatesForListing',
    case: 'an approved listing',
    allowed: ROLES,
    run: onListing('query($id: ID!) { roommatesForListing(id: $id) { id } }', (l) => ({ id: l.id })),
  },
  {
    operation: 'tenantProfile',
    case: 'a renter sharing their profile',
    allowed: ROLES,
    run: async (api, actors) => {
      await api.deps.db.update(users).set({ roommate: true }).where(eq(users.id, actors.other.user.id));
      return api.execute(
        'query($id: ID!) { tenantProfile(id: $id) { id } }',
        { id: actors.other.user.id },
        { token: actors.self?.token },
      );
    },
  },
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
