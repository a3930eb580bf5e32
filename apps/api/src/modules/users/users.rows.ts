import { ROLES, LOGGED_IN, STAFF_VIEW_USERS } from '../../test/authorization/roles';
import { q, sub, type Row } from '../../test/authorization/table';

let seq = 0;

/**
 * Sign-up, sign-in and sessions (modules/auth) and a user's own account (modules/users: profile,
 * user type, live updates).
 */
export const AUTH_USERS_ROWS: Row[] = [
  { operation: 'currentUser', allowed: ROLES, run: q('{ currentUser { id } }') },
  {
    operation: 'fetchCurrentUser',
    allowed: ROLES,
    run: q('{ fetchCurrentUser { id permissions { module } } }'),
  },
  { operation: 'viewer', allowed: ROLES, run: q('{ viewer { me { id } } }') },
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
    operation: 'signUp',
    allowed: ROLES,
    run: q('mutation($d: SignUpInput!) { signUp(data: $d) { token } }', () => ({
      d: { email: `table${++seq}@example.test`, password: 'Str0ng!pass', firstName: 'T', lastName: 'T' },
    })),
  },
  {
    operation: 'login',
    allowed: ROLES,
    run: q('mutation { login(email: "nobody@example.test", password: "Wrong!pass1") { token } }'),
  },
  { operation: 'logout', allowed: ROLES, run: q('mutation { logout }') },
  {
    operation: 'requestPasswordReset',
    allowed: ROLES,
    run: q('mutation { requestPasswordReset(email: "nobody@example.test") }'),
  },
  {
    operation: 'resetPassword',
    allowed: ROLES,
    run: q('mutation { resetPassword(token: "bogus", password: "Str0ng!pass") { token } }'),
  },
  {
    operation: 'confirmPassword',
    allowed: LOGGED_IN,
    run: q('mutation { confirmPassword(password: "Test!pass1") }'),
  },
  {
    operation: 'changePassword',
    allowed: LOGGED_IN,
    run: q('mutation { changePassword(currentPassword: "Test!pass1", password: "N3w!password") { token } }'),
  },
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
];
