import { ROLES } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

/** Site configuration (modules/site). */
export const SITE_ROWS: Row[] = [
  { operation: 'siteConfig', allowed: ROLES, run: q('{ siteConfig { mapTileUrl } }') },
];
