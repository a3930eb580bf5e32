import { ROLES } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

/**
 * Hosted login (modules/auth/oidc-*): open to everyone, as local login is. Without a provider the
 * mutation answers OIDC_NOT_CONFIGURED, which is not a refusal of the caller's role.
 */
export const OIDC_ROWS: Row[] = [
  { operation: 'hostedLogin', allowed: ROLES, run: q('{ hostedLogin { providerName loginUrl } }') },
  {
    operation: 'authenticate',
    allowed: ROLES,
    run: q('mutation { authenticate(idToken: "a.b.c") { token } }'),
  },
];
