import { findOrCreateCity } from './place.service';
import { ROLES, LISTING_AUTHORS } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

/** Cities, addresses and neighbourhoods (modules/locations). */
export const LOCATIONS_ROWS: Row[] = [
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
];
