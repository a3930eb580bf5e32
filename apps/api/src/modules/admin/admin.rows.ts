import { q, type Row } from '../../test/authorization/table';

/** The staff dashboard (modules/admin): any staff member; its sections by module. */
export const ADMIN_ROWS: Row[] = [
  {
    operation: 'adminDashboard',
    allowed: ['SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: q('{ adminDashboard { listings { total } users { total } } }'),
  },
];
