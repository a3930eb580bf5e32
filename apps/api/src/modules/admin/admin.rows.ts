import { searchHistory } from '../../db/schema/search';
import { STAFF_VIEW_USERS } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

let seq = 0;

/**
 * The rest of the back office: users, staff and permissions (modules/users), the dashboard, search
 * history and e-mail configuration (modules/admin-dashboard, admin-search-history, admin-mail).
 */
export const ADMIN_ROWS: Row[] = [
  // Staff user management (users & staff): the demo sub-admin views users and listings, nothing more.
  { operation: 'users', allowed: STAFF_VIEW_USERS, run: q('{ users(first: 1) { id listingCount } }') },
  { operation: 'searchUser', allowed: STAFF_VIEW_USERS, run: q('{ searchUser(search: "a") { id } }') },
  {
    operation: 'userListings',
    allowed: STAFF_VIEW_USERS,
    run: q('query($id: ID!) { userListings(userId: $id) { id } }', (a) => ({ id: a.other.user.id })),
  },
  {
    operation: 'userListingCount',
    allowed: STAFF_VIEW_USERS,
    run: q('query($id: ID!) { userListingCount(userId: $id) }', (a) => ({ id: a.other.user.id })),
  },
  {
    operation: 'permission',
    case: 'own',
    allowed: ['SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: q('query($id: ID!) { permission(userId: $id) { module } }', (a) => ({
      id: a.self?.user.id ?? a.other.user.id,
    })),
  },
  {
    operation: 'permission',
    case: "another sub-admin's",
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const sub = await api.factories.user({ userType: 'SUB_ADMIN' });
      return q('query($id: ID!) { permission(userId: $id) { module } }', () => ({ id: sub.user.id }))(
        api,
        actors,
      );
    },
  },
  {
    operation: 'subAdminPermission',
    allowed: ['SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: q('{ subAdminPermission { module view } }'),
  },
  {
    operation: 'createPermission',
    case: 'a sub-admin',
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const sub = await api.factories.user({ userType: 'SUB_ADMIN' });
      return api.execute(
        `mutation($id: ID!) { createPermission(userId: $id, permissionData: [
          { module: users, add: false, edit: false, delete: false, view: true }]) { module } }`,
        { id: sub.user.id },
        { token: actors.self?.token },
      );
    },
  },
  ...(['RENTER', 'SUB_ADMIN'] as const).map((userType): Row => ({
    operation: 'createUser',
    case: `a ${userType}`,
    allowed: ['ADMIN'],
    run: q('mutation($d: CreateUserInput!) { createUser(data: $d) { id } }', () => ({
      d: { email: `created${++seq}@example.test`, firstName: 'N', lastName: 'N', userType },
    })),
  })),
  {
    operation: 'deleteUser',
    case: 'a renter',
    allowed: ['ADMIN'],
    run: q('mutation($id: ID!) { deleteUser(id: $id) }', (a) => ({ id: a.other.user.id })),
  },
  // The rest of the back office: dashboard (any staff; sections by module), search history (users
  // view, delete), e-mail configuration (ADMIN only).
  {
    operation: 'adminDashboard',
    allowed: ['SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: q('{ adminDashboard { listings { total } users { total } } }'),
  },
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
  { operation: 'notificationSettings', allowed: ['ADMIN'], run: q('{ notificationSettings { kind } }') },
  {
    operation: 'updateNotificationSetting',
    allowed: ['ADMIN'],
    run: q(
      'mutation { updateNotificationSetting(kind: ENQUIRY, enabled: true, recipients: ["ops@example.test"]) { kind } }',
    ),
  },
  { operation: 'emailOutbox', allowed: ['ADMIN'], run: q('{ emailOutbox(first: 1) { count } }') },
  {
    operation: 'resendEmail',
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const id = await api.deps.mail.enqueue(api.deps.db, {
        to: 'ops@example.test',
        subject: 'Hello',
        text: 'Hello',
        template: 'test',
      });
      return api.execute(
        'mutation($id: ID!) { resendEmail(id: $id) { id } }',
        { id },
        { token: actors.self?.token },
      );
    },
  },
];
