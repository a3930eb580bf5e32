import { MAX_PAGE_SIZE, PAGE_SIZE } from '@rentals/domain/limits';
import { createUserSchema, userSearchSchema } from '@rentals/domain/users/schemas';
import { builder } from '../../graphql/builder';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { UUID } from '../../db/sql-helpers';
import { ListingRef } from '../listings/listing.graphql';
import { LocaleEnum, UserRef, UserTypeEnum } from './user.graphql';
import {
  countListingsOf,
  createUserByStaff,
  findUserListings,
  findUsers,
  type UserListRow,
} from './admin-user.service';
import { deleteUserByStaff } from './user-deletion.service';

/* Staff user management: /users, /users/listing/{id} and the staff list of /admins (spec/01 §2, §7). */

builder.objectFields(UserRef, (t) => ({
  listingCount: t.int({
    description:
      'How many listings the user owns: /users links to them when there are some, otherwise shows No Listings Found.',
    resolve: (u, _args, ctx) =>
      'listingCount' in u ? (u as UserListRow).listingCount : countListingsOf(ctx.db, u.id),
  }),
}));

const CreateUserInput = builder.inputType('CreateUserInput', {
  description: 'An account created by staff. Without a password the person is e-mailed a link to choose one.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'Sign-in e-mail; must not be in use.' }),
    firstName: t.string({ required: true, description: 'First name.' }),
    lastName: t.string({ required: true, description: 'Last name.' }),
    userType: t.field({
      type: UserTypeEnum,
      required: true,
      description: 'Account type; ADMIN and SUB_ADMIN only by an admin.',
    }),
    password: t.string({
      description:
        'Initial password (8+ characters with upper, lower, digit and special). Omitted or empty: an e-mail invites the person to choose one.',
    }),
    locale: t.field({
      type: LocaleEnum,
      description: "The account's language; the request's language when omitted.",
    }),
  }),
});

const pagingArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  first: t.arg.int({ description: `Page size, default ${PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
  skip: t.arg.int({ description: 'Rows to skip.' }),
});

const VIEW_USERS = { staff: 'users:view' } as const;

builder.queryFields((t) => ({
  users: t.field({
    type: [UserRef],
    description:
      'Users, newest first, optionally of one type, matching a search or staff only (staff with users view). userCount with the same filters gives the total.',
    authScopes: VIEW_USERS,
    args: {
      ...pagingArgs(t),
      userType: t.arg({ type: UserTypeEnum, description: 'Only this type.' }),
      search: t.arg.string({
        description: 'Only users whose e-mail, first or last name contains this text (literally).',
      }),
      staffOnly: t.arg.boolean({ description: 'Only ADMIN and SUB_ADMIN accounts (the /admins list).' }),
    },
    resolve: (_root, args, ctx) =>
      findUsers(ctx.db, { ...args, ...parseInput(userSearchSchema, { search: args.search }) }, args),
  }),
  searchUser: t.field({
    type: [UserRef],
    description:
      'Users whose e-mail, first or last name contains the text (literally), newest first (staff with users view). userCount(search) gives the total.',
    authScopes: VIEW_USERS,
    args: {
      search: t.arg.string({ required: true, description: 'The text to look for.' }),
      ...pagingArgs(t),
    },
    resolve: (_root, args, ctx) =>
      findUsers(ctx.db, parseInput(userSearchSchema, { search: args.search }), args),
  }),
  userListings: t.field({
    type: [ListingRef],
    description:
      "A user's listings, newest first, for /users/listing/{id} (staff with users view and listings view).",
    authScopes: { $all: { staff: 'users:view', $all: { staff: 'listings:view' } } },
    args: { userId: t.arg.id({ required: true, description: 'The owner.' }), ...pagingArgs(t) },
    resolve: (_root, args, ctx) => findUserListings(ctx.db, String(args.userId), args),
  }),
  userListingCount: t.int({
    description: 'How many listings userListings pages through (staff with users view and listings view).',
    authScopes: { $all: { staff: 'users:view', $all: { staff: 'listings:view' } } },
    args: { userId: t.arg.id({ required: true, description: 'The owner.' }) },
    resolve: (_root, args, ctx) => {
      const id = String(args.userId);
      if (!UUID.test(id)) throw new AppError('USER_NOT_FOUND');
      return countListingsOf(ctx.db, id);
    },
  }),
}));

builder.mutationFields((t) => ({
  createUser: t.field({
    type: UserRef,
    description:
      "Staff create an account (users add). Only an admin creates ADMIN or SUB_ADMIN; a new sub-admin has no permission until set. A taken e-mail answers EMAIL_TAKEN ('This email is already exists!').",
    authScopes: { staff: 'users:add' },
    args: { data: t.arg({ type: CreateUserInput, required: true, description: 'The new account.' }) },
    resolve: (_root, args, ctx) =>
      createUserByStaff(ctx, requireViewer(ctx.viewer), parseInput(createUserSchema, args.data), ctx.locale),
  }),
  deleteUser: t.id({
    description:
      "Deletes an account (users delete; never your own; staff accounts only by an admin) in one transaction: its listings are transferred to you and hidden, files attached to listings are kept, its other uploads, sessions, permissions and search history are deleted, and an audit entry 'user.delete' keeps its e-mail and the counts. Answers the id.",
    authScopes: { staff: 'users:delete' },
    args: { id: t.arg.id({ required: true, description: 'The user to delete.' }) },
    resolve: (_root, args, ctx) => deleteUserByStaff(ctx, requireViewer(ctx.viewer), String(args.id)),
  }),
}));
