import { LOGGED_IN, STAFF_VIEW_USERS } from '../../test/authorization/roles';
import { q, sub, type Row } from '../../test/authorization/table';

let seq = 0;

/**
 * Accounts (modules/users): a user's own profile, type and live updates, and staff user management
 * (users, staff and permissions; the demo sub-admin views users and listings, nothing more).
 */
export const USERS_ROWS: Row[] = [
  {
    operation: 'user',
    case: 'own profile',
    allowed: LOGGED_IN,
    run: q('query($id: ID!) { user(id: $id) { email } }', (a) => ({
      id: a.self?.user.id ?? a.other.user.id,
    })),
  },
  {
    operation: 'user',
    case: "another user's profile",
    allowed: STAFF_VIEW_USERS,
    run: q('query($id: ID!) { user(id: $id) { email } }', (a) => ({ id: a.other.user.id })),
  },
  { operation: 'userCount', allowed: STAFF_VIEW_USERS, run: q('{ userCount }') },
  {
    operation: 'updateUser',
    allowed: LOGGED_IN,
    run: q('mutation { updateUser(data: { firstName: "Zoé" }) { id } }'),
  },
  {
    operation: 'updateUsers',
    case: 'another user',
    allowed: ['ADMIN'],
    run: q('mutation($id: ID!) { updateUsers(data: { id: $id, firstName: "Zoé" }) { id } }', (a) => ({
      id: a.other.user.id,
    })),
  },
  {
    operation: 'updateUsers',
    case: 'another staff account',
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const staff = await api.factories.user({ userType: 'SUB_ADMIN' });
      return api.execute(
        'mutation($id: ID!) { updateUsers(data: { id: $id, firstName: "Zoé" }) { id } }',
        { id: staff.user.id },
        { token: actors.self?.token },
      );
    },
  },
  {
    operation: 'updateUserType',
    case: 'another user to RENTER',
    allowed: ['ADMIN'],
    run: q('mutation($e: String!) { updateUserType(data: { email: $e, userType: RENTER }) { id } }', (a) => ({
      e: a.other.user.email,
    })),
  },
  {
    operation: 'updateUserType',
    case: 'own type to LANDLORD (first-login choice)',
    allowed: ['UNVERIFIED'],
    run: q(
      'mutation($e: String!) { updateUserType(data: { email: $e, userType: LANDLORD }) { id } }',
      (a) => ({
        e: a.self?.user.email ?? a.other.user.email,
      }),
    ),
  },
  {
    operation: 'currentUserUpdated',
    allowed: LOGGED_IN,
    run: sub('subscription { currentUserUpdated { id } }'),
  },
  { operation: 'users', allowed: STAFF_VIEW_USERS, run: q('{ users(first: 1) { id listingCount } }') },
  { operation: 'searchUser', allowed: STAFF_VIEW_USERS, run: q('{ searchUser(search: "a") { id } }') },
  {
    operation: 'userListings',
    allowed: STAFF_VIEW_USERS,
    run: q('query($id: ID!) { userListings(userId: $id) { id } }', (a) => ({ id: a.other.user.id })),
  },
  {
    operation: 'userListingCount',
    allowed: STAFF_VIEW_USERS,
    run: q('query($id: ID!) { userListingCount(userId: $id) }', (a) => ({ id: a.other.user.id })),
  },
  {
    operation: 'permission',
    case: 'own',
    allowed: ['SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: q('query($id: ID!) { permission(userId: $id) { module } }', (a) => ({
      id: a.self?.user.id ?? a.other.user.id,
    })),
  },
  {
    operation: 'permission',
    case: "another sub-admin's",
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const sub = await api.factories.user({ userType: 'SUB_ADMIN' });
      return q('query($id: ID!) { permission(userId: $id) { module } }', () => ({ id: sub.user.id }))(
        api,
        actors,
      );
    },
  },
  {
    operation: 'subAdminPermission',
    allowed: ['SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: q('{ subAdminPermission { module view } }'),
  },
  {
    operation: 'createPermission',
    case: 'a sub-admin',
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const sub = await api.factories.user({ userType: 'SUB_ADMIN' });
      return api.execute(
        `mutation($id: ID!) { createPermission(userId: $id, permissionData: [
          { module: users, add: false, edit: false, delete: false, view: true }]) { module } }`,
        { id: sub.user.id },
        { token: actors.self?.token },
      );
    },
  },
  ...(['RENTER', 'SUB_ADMIN'] as const).map((userType): Row => ({
    operation: 'createUser',
    case: `a ${userType}`,
    allowed: ['ADMIN'],
    run: q('mutation($d: CreateUserInput!) { createUser(data: $d) { id } }', () => ({
      d: { email: `created${++seq}@example.test`, firstName: 'N', lastName: 'N', userType },
    })),
  })),
  {
    operation: 'deleteUser',
    case: 'a renter',
    allowed: ['ADMIN'],
    run: q('mutation($id: ID!) { deleteUser(id: $id) }', (a) => ({ id: a.other.user.id })),
  },
];
