import { ROLES } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

let seq = 0;

/** The newsletter (modules/newsletter). */
export const NEWSLETTER_ROWS: Row[] = [
  {
    operation: 'subscribeNewsletter',
    allowed: ROLES,
    run: q('mutation($e: String!) { subscribeNewsletter(email: $e) { status } }', () => ({
      e: `news${++seq}@example.test`,
    })),
  },
  {
    operation: 'confirmNewsletter',
    allowed: ROLES,
    run: q('mutation { confirmNewsletter(token: "unknown-token") }'),
  },
  {
    operation: 'unsubscribeNewsletter',
    allowed: ROLES,
    run: q('mutation { unsubscribeNewsletter(token: "unknown-token") }'),
  },
];
