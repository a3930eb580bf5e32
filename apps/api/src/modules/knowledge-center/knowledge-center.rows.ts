import { ROLES } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

/** The knowledge center (modules/knowledge-center): public reading, staff content counts. */
export const KNOWLEDGE_CENTER_ROWS: Row[] = [
  {
    operation: 'searchContent',
    allowed: ROLES,
    run: q('{ searchContent(query: "rent") { id kind url } }'),
  },
  { operation: 'searchContentCount', allowed: ROLES, run: q('{ searchContentCount(query: "rent") }') },
  {
    operation: 'knowledgeCenter',
    allowed: ROLES,
    run: q('{ knowledgeCenter(province: "BC") { province posts { id } rentalLaws { id } } }'),
  },
  {
    // Staff with blogs or articles view: the demo sub-admin has articles view, not blogs.
    operation: 'contentDashboard',
    allowed: ['SUB_ADMIN', 'ADMIN'],
    run: q('{ contentDashboard { postsPublished topPostsThisWeek { id } } }'),
  },
];
