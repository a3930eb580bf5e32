import { ROLES } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

/** Site content (modules/content). */
export const CONTENT_ROWS: Row[] = [
  { operation: 'testimonials', allowed: ROLES, run: q('{ testimonials { id } }') },
];
