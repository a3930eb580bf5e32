import { SEARCH_HISTORY_DELETE_MAX, searchHistoryFilterSchema } from '@rentals/domain/search-history/schemas';
import { staffPageSchema } from '@rentals/domain/paging';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@rentals/domain/limits';
import { z } from 'zod';
import type { SearchHistoryRow } from '../../db/schema/search';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { UserTypeEnum } from '../users/user.graphql';
import {
  deleteSearchHistoryEntries,
  findSearchHistoryOfUser,
  findSearchHistoryUsers,
  type Page,
  type SearchHistoryUser,
} from './search-history.service';
import { searchHistoryType } from './search-history-type';
// Registers what a user's data export holds of this domain (modules/privacy).
import './search-history-data-export';

/* Staff view of saved searches: /search-history and /search-history/{id}/{userName}. */

const VIEW = { staff: 'users:view' } as const;
const DELETE = { staff: 'users:delete' } as const;

const SearchHistoryUserRef = builder.objectRef<SearchHistoryUser>('SearchHistoryUser').implement({
  description: 'A user who saved searches, with how many match the filter and the last one.',
  fields: (t) => ({
    userId: t.exposeID('userId', { description: 'The user.' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
    email: t.exposeString('email', { description: 'E-mail.' }),
    userType: t.field({ type: UserTypeEnum, description: 'Account type.', resolve: (u) => u.userType }),
    searchCount: t.exposeInt('searchCount', { description: 'Saved searches matching the filter.' }),
    lastSearchAt: t.field({
      type: 'DateTime',
      description: 'The most recent of them.',
      resolve: (u) => u.lastSearchAt,
    }),
  }),
});

const SearchHistoryEntryRef = searchHistoryType(
  'SearchHistoryEntry',
  "One saved search as staff see it (the user's own list is mySearchHistory).",
);

const pageFields = 'How many match in all ("Showing x-y of total").';

const SearchHistoryUserPageRef = builder
  .objectRef<Page<SearchHistoryUser>>('SearchHistoryUserPage')
  .implement({
    description: 'A page of users with saved searches, and how many match in all.',
    fields: (t) => ({
      items: t.field({ type: [SearchHistoryUserRef], description: 'This page.', resolve: (p) => p.items }),
      count: t.exposeInt('count', { description: pageFields }),
    }),
  });

const SearchHistoryEntryPageRef = builder
  .objectRef<Page<SearchHistoryRow>>('SearchHistoryEntryPage')
  .implement({
    description: 'A page of saved searches, and how many match in all.',
    fields: (t) => ({
      items: t.field({ type: [SearchHistoryEntryRef], description: 'This page.', resolve: (p) => p.items }),
      count: t.exposeInt('count', { description: pageFields }),
    }),
  });

const deleteSchema = z.object({
  ids: z.array(z.string()).min(1, 'required').max(SEARCH_HISTORY_DELETE_MAX, 'max'),
});

builder.queryFields((t) => {
  const filterArgs = {
    location: t.arg.string({ description: 'Text of the location searched, matched literally.' }),
    from: t.arg.string({ description: 'First day, YYYY-MM-DD (America/Toronto), included.' }),
    to: t.arg.string({ description: 'Last day, YYYY-MM-DD, included; not before `from`.' }),
  };
  const pageArgs = {
    first: t.arg.int({ description: `Page size, default ${PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
    skip: t.arg.int({ description: 'Rows to skip.' }),
  };
  return {
    searchHistoryUsers: t.field({
      type: SearchHistoryUserPageRef,
      description:
        'Users with saved searches matching the filters, the most recent searcher first, with their count and last search time (staff with users view).',
      authScopes: VIEW,
      args: {
        search: t.arg.string({ description: "Text of the user's name or e-mail, matched literally." }),
        ...filterArgs,
        ...pageArgs,
      },
      resolve: (_r, args, ctx) =>
        findSearchHistoryUsers(
          ctx.db,
          parseInput(searchHistoryFilterSchema, args),
          parseInput(staffPageSchema, args),
        ),
    }),
    searchHistoryOfUser: t.field({
      type: SearchHistoryEntryPageRef,
      description:
        "One user's saved searches matching the filters, newest first (staff with users view). USER_NOT_FOUND for an id that is not a user id.",
      authScopes: VIEW,
      args: {
        userId: t.arg.id({ required: true, description: 'The user.' }),
        ...filterArgs,
        ...pageArgs,
      },
      resolve: (_r, args, ctx) =>
        findSearchHistoryOfUser(
          ctx.db,
          String(args.userId),
          parseInput(searchHistoryFilterSchema, { ...args, search: null }),
          parseInput(staffPageSchema, args),
        ),
    }),
  };
});

builder.mutationField('deleteSearchHistoryEntries', (t) =>
  t.idList({
    description: `Deletes saved searches of any user by id (at most ${SEARCH_HISTORY_DELETE_MAX}); unknown ids are skipped. Answers the ids deleted; each user concerned gets an audit entry. Staff with users delete.`,
    authScopes: DELETE,
    args: { ids: t.arg.idList({ required: true, description: 'Entry ids.' }) },
    resolve: (_r, args, ctx) =>
      deleteSearchHistoryEntries(
        ctx.db,
        requireViewer(ctx.viewer),
        parseInput(deleteSchema, { ids: args.ids.map(String) }).ids,
      ),
  }),
);
