import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { ROLES } from '../../test/authorization/roles';
import { onListing, type Row } from '../../test/authorization/table';

/** Renters' public profiles and a listing's roommates (modules/tenants). */
export const TENANTS_ROWS: Row[] = [
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
];
