import { searchHistory } from '../../db/schema/search';
import { STAFF_VIEW_USERS } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

/** Staff view of saved searches (modules/search-history): users view, and users delete to delete. */
export const SEARCH_HISTORY_ROWS: Row[] = [
  {
    operation: 'searchHistoryUsers',
    allowed: STAFF_VIEW_USERS,
    run: q('{ searchHistoryUsers(first: 1) { count } }'),
  },
  {
    operation: 'searchHistoryOfUser',
    allowed: STAFF_VIEW_USERS,
    run: q('query($id: ID!) { searchHistoryOfUser(userId: $id) { count } }', (a) => ({
      id: a.other.user.id,
    })),
  },
  {
    operation: 'deleteSearchHistoryEntries',
    case: "another user's entry",
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const [entry] = await api.deps.db
        .insert(searchHistory)
        .values({ userId: actors.other.user.id, location: 'Toronto', filters: {} })
        .returning();
      return api.execute(
        'mutation($ids: [ID!]!) { deleteSearchHistoryEntries(ids: $ids) }',
        { ids: [entry!.id] },
        { token: actors.self?.token },
      );
    },
  },
];
