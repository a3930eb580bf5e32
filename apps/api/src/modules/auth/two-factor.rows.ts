import { ROLES, LOGGED_IN } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

/*
 * Two-factor sign-in (modules/auth/two-factor-*). Enrolment is open to every signed-in role, staff
 * included (staff enrol to get their staff operations); finishing a log-in is open to visitors.
 * The table's staff come enrolled, so turning it on again answers a business error, not a denial.
 */
export const TWO_FACTOR_ROWS: Row[] = [
  { operation: 'twoFactorStatus', allowed: LOGGED_IN, run: q('{ twoFactorStatus { enabled required } }') },
  {
    operation: 'startTwoFactorSetup',
    allowed: LOGGED_IN,
    run: q('mutation { startTwoFactorSetup { secret } }'),
  },
  {
    operation: 'confirmTwoFactorSetup',
    allowed: LOGGED_IN,
    run: q('mutation { confirmTwoFactorSetup(code: "000000") }'),
  },
  {
    operation: 'disableTwoFactor',
    allowed: LOGGED_IN,
    run: q('mutation { disableTwoFactor(password: "Test!pass1", code: "000000") }'),
  },
  {
    operation: 'regenerateRecoveryCodes',
    allowed: LOGGED_IN,
    run: q('mutation { regenerateRecoveryCodes(code: "000000") }'),
  },
  {
    operation: 'completeTwoFactorLogin',
    allowed: ROLES,
    run: q('mutation { completeTwoFactorLogin(challenge: "bogus", code: "000000") { token } }'),
  },
];
