import type { TestApi } from '../../test/harness';
import { ROLES, LISTING_AUTHORS, LISTING_EDITORS } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';
import { findOrCreateCity, findOrCreateNeighbourhood } from './place.service';

/** The place id the address field gets for typed text (the harness geocodes with the gazetteer). */
async function placeIdFor(api: TestApi, text: string): Promise<string> {
  const [suggestion] = await api.deps.geocoding.suggest(text, { limit: 1, locale: 'en' });
  return suggestion!.placeId;
}

const onPlace =
  (query: string, text: string) => async (api: TestApi, actors: { self: { token: string } | null }) =>
    api.execute(query, { p: await placeIdFor(api, text) }, { token: actors.self?.token });

/** A city and a neighbourhood of it, both awaiting review (new places are). */
async function waitingPlace(api: TestApi) {
  const city = await findOrCreateCity(api.deps.db, {
    name: 'Guelph',
    province: 'ON',
    lat: 43.5448,
    lng: -80.2482,
  });
  const hood = await findOrCreateNeighbourhood(api.deps.db, { name: 'The Ward', cityId: city.id });
  return { city, hood };
}

/** Cities, addresses and neighbourhoods (modules/locations), and the staff review of new places. */
export const LOCATIONS_ROWS: Row[] = [
  { operation: 'cities', allowed: ROLES, run: q('{ cities(first: 1) { id } }') },
  {
    operation: 'searchAddresses',
    allowed: ROLES,
    run: q('{ searchAddresses(text: "Toronto", first: 1) { city placeId } }'),
  },
  {
    operation: 'placeAt',
    allowed: ROLES,
    run: q('{ placeAt(lat: 43.6487, lng: -79.3976) { city placeId } }'),
  },
  {
    operation: 'createCity',
    allowed: LISTING_AUTHORS,
    run: onPlace('mutation($p: String!) { createCity(data: { placeId: $p }) { id } }', 'Guelph, ON'),
  },
  {
    operation: 'createNeighbourhood',
    allowed: LISTING_AUTHORS,
    run: onPlace(
      'mutation($p: String!) { createNeighbourhood(data: { placeId: $p }) { id } }',
      'Liberty Village, Toronto',
    ),
  },
  {
    operation: 'createNeighbourhood',
    case: 'featured, with a popularity',
    allowed: LISTING_EDITORS,
    // A landlord's call gets through the operation's scopes and is refused for the fields.
    refusal: (role) => (role === 'visitor' ? 'UNAUTHENTICATED' : 'NO_ACCESS'),
    run: onPlace(
      'mutation($p: String!) { createNeighbourhood(data: { placeId: $p, featured: true, popularity: 5 }) { id } }',
      'Leslieville, Toronto',
    ),
  },
  {
    operation: 'placesAwaitingReview',
    allowed: LISTING_EDITORS,
    run: q('{ placesAwaitingReview { id neighbourhoods { id } } }'),
  },
  {
    operation: 'acceptCity',
    allowed: LISTING_EDITORS,
    run: async (api, actors) => {
      const { city } = await waitingPlace(api);
      return api.execute(
        'mutation($id: ID!) { acceptCity(id: $id) { id } }',
        { id: city.id },
        {
          token: actors.self?.token,
        },
      );
    },
  },
  {
    operation: 'acceptNeighbourhood',
    allowed: LISTING_EDITORS,
    run: async (api, actors) => {
      const { hood } = await waitingPlace(api);
      return api.execute(
        'mutation($id: ID!) { acceptNeighbourhood(id: $id) { id } }',
        { id: hood.id },
        {
          token: actors.self?.token,
        },
      );
    },
  },
];
