import { ROLES, LOGGED_IN } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

let seq = 0;

/** Sign-up, sign-in, sessions and passwords (modules/auth). */
export const AUTH_ROWS: Row[] = [
  { operation: 'currentUser', allowed: ROLES, run: q('{ currentUser { id } }') },
  {
    operation: 'fetchCurrentUser',
    allowed: ROLES,
    run: q('{ fetchCurrentUser { id permissions { module } } }'),
  },
  { operation: 'viewer', allowed: ROLES, run: q('{ viewer { me { id } } }') },
  {
    operation: 'signUp',
    allowed: ROLES,
    run: q('mutation($d: SignUpInput!) { signUp(data: $d) { confirmationSentTo } }', () => ({
      d: {
        email: `table${++seq}@example.test`,
        password: 'Str0ng!pass',
        firstName: 'T',
        lastName: 'T',
        acceptTerms: true,
      },
    })),
  },
  {
    operation: 'confirmSignUp',
    allowed: ROLES,
    run: q('mutation { confirmSignUp(token: "bogus") { token } }'),
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
];
