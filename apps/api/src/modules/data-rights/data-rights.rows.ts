import { LOGGED_IN, ROLES, type Role } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

/** Everyone signed in but staff, whose accounts an admin deletes. */
const SELF_DELETERS: Role[] = LOGGED_IN.filter((r) => !['ADMIN', 'SUB_ADMIN', 'SUB_ADMIN_NONE'].includes(r));

/*
 * The renter's data rights (data-rights.graphql.ts): each signed-in user reaches only their own
 * consents, staff-view log and deletion; the retention schedule and the e-mailed cancel link are
 * public. A wrong password, an unknown consent or link are business answers: the call got through.
 */
export const DATA_RIGHTS_ROWS: Row[] = [
  { operation: 'myConsents', allowed: LOGGED_IN, run: q('{ myConsents { kind } }') },
  { operation: 'myStaffViews', allowed: LOGGED_IN, run: q('{ myStaffViews { count } }') },
  { operation: 'myAccountDeletion', allowed: LOGGED_IN, run: q('{ myAccountDeletion { dueAt } }') },
  { operation: 'retentionSchedule', allowed: ROLES, run: q('{ retentionSchedule { item days } }') },
  {
    operation: 'withdrawConsent',
    allowed: LOGGED_IN,
    run: q('mutation { withdrawConsent(kind: NEWSLETTER) { state } }'),
  },
  {
    operation: 'requestAccountDeletion',
    allowed: SELF_DELETERS,
    run: q('mutation { requestAccountDeletion(password: "not-the-password") { dueAt } }'),
  },
  {
    operation: 'cancelMyAccountDeletion',
    allowed: LOGGED_IN,
    run: q('mutation { cancelMyAccountDeletion }'),
  },
  {
    operation: 'cancelAccountDeletion',
    allowed: ROLES,
    run: q('mutation { cancelAccountDeletion(token: "unknown-token") }'),
  },
];
