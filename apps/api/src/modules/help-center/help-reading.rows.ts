import { ROLES, type Role } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { insertHelpArticle } from './help-reading-fixtures';

/*
 * Reading the help center (search, views, reading time, answers) is open to everyone; its
 * analytics and readers' answers are for staff with helpCenter view (the demo sub-admin has it).
 */
const HELP_VIEWERS: Role[] = ['SUB_ADMIN', 'ADMIN'];

const onArticle =
  (query: string, extra: Record<string, unknown> = {}) =>
  async (api: TestApi, actors: Actors) => {
    const article = await insertHelpArticle(api.deps.db, { title: 'Paying the deposit' });
    return api.execute(query, { id: article.id, ...extra }, { token: actors.self?.token });
  };

export const HELP_READING_ROWS: Row[] = [
  {
    operation: 'searchHelpCenter',
    allowed: ROLES,
    run: q('{ searchHelpCenter(query: "deposit", locale: en) { total hits { article { id } excerpt } } }'),
  },
  {
    operation: 'recordHelpCenterView',
    allowed: ROLES,
    run: onArticle('mutation($id: ID!) { recordHelpCenterView(id: $id) }'),
  },
  {
    operation: 'recordHelpCenterReading',
    allowed: ROLES,
    run: onArticle('mutation($id: ID!) { recordHelpCenterReading(id: $id, seconds: 40) }'),
  },
  {
    operation: 'answerHelpCenter',
    allowed: ROLES,
    run: onArticle('mutation($id: ID!) { answerHelpCenter(id: $id, helpful: false, comment: "More steps") }'),
  },
  {
    operation: 'helpCenterAnalytic',
    allowed: HELP_VIEWERS,
    run: q('{ helpCenterAnalytic(from: "2026-01-01", to: "2026-01-31") { totalCount totalSeen } }'),
  },
  {
    operation: 'helpCenterFeedback',
    allowed: HELP_VIEWERS,
    run: q('{ helpCenterFeedback(helpful: false, take: 5) { id comment article { id } } }'),
  },
  {
    operation: 'helpCenterFeedbackCount',
    allowed: HELP_VIEWERS,
    run: q('{ helpCenterFeedbackCount }'),
  },
];
