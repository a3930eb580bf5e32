import { GENDERS, LOCALES, STAFF_MODULES, USER_TYPES } from '@rentals/domain/users/enums';
import type { ModulePermission } from '@rentals/domain/users/rules';
import {
  updateOtherUserSchema,
  updateUserSchema,
  updateUserTypeSchema,
  userSearchSchema,
} from '@rentals/domain/users/schemas';
import type { UserRow } from '../../db/schema/users';
import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { parseInput } from '../../graphql/validation';
import { findModulePermissions } from './permission.service';
// Registers who reads a user's identity documents (GET /files/<id>).
import './user-files';
import { countUsers } from './admin-user.service';
import { getUser, getUserById, updateOtherProfile, updateOwnProfile, updateUserType } from './user.service';
// Registers what a user's data export holds of this domain (modules/privacy).
import './user-data-export';

export const UserTypeEnum = builder.enumType('UserType', {
  description:
    'Account type. GUEST is shown as Tenant-Guest; UNVERIFIED has not chosen Renter or Landlord yet.',
  values: USER_TYPES,
});
export const LocaleEnum = builder.enumType('Locale', { description: 'Product language.', values: LOCALES });
const GenderEnum = builder.enumType('Gender', {
  description: 'Gender, optional on a profile.',
  values: GENDERS,
});
export const StaffModuleEnum = builder.enumType('StaffModule', {
  description: 'A staff back-office module whose access is granted per action.',
  values: STAFF_MODULES,
});

export const ModulePermissionRef = builder.objectRef<ModulePermission>('ModulePermission').implement({
  description: "One staff module's add, edit, delete and view flags.",
  fields: (t) => ({
    module: t.field({ type: StaffModuleEnum, description: 'The module.', resolve: (p) => p.module }),
    add: t.exposeBoolean('add', { description: 'May add.' }),
    edit: t.exposeBoolean('edit', { description: 'May edit.' }),
    delete: t.exposeBoolean('delete', { description: 'May delete.' }),
    view: t.exposeBoolean('view', { description: 'May view.' }),
  }),
});

/** A private profile: only resolved for the user themself or for staff allowed to view users. */
export const UserRef = builder.objectRef<UserRow>('User').implement({
  description: 'An account: renter, landlord, staff or not yet verified.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    email: t.exposeString('email', { description: 'Sign-in e-mail.' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
    legalName: t.exposeString('legalName', { nullable: true, description: 'Legal name, for leases.' }),
    phone: t.exposeString('phone', { nullable: true, description: 'Canadian phone, 10 digits.' }),
    userType: t.field({ type: UserTypeEnum, description: 'Account type.', resolve: (u) => u.userType }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true, description: 'Profile picture address.' }),
    city: t.exposeString('city', { nullable: true, description: 'Home city.' }),
    industry: t.exposeString('industry', { nullable: true, description: 'Industry (spec list).' }),
    occupation: t.exposeString('occupation', { nullable: true, description: 'Occupation.' }),
    bio: t.exposeString('bio', { nullable: true, description: 'About me.' }),
    gender: t.field({ type: GenderEnum, nullable: true, description: 'Gender.', resolve: (u) => u.gender }),
    locale: t.field({ type: LocaleEnum, description: 'Preferred language.', resolve: (u) => u.locale }),
    budget: t.exposeInt('budget', { nullable: true, description: 'Maximum monthly budget, CAD.' }),
    min_budget: t.exposeInt('minBudget', { nullable: true, description: 'Minimum monthly budget, CAD.' }),
    moveIn: t.exposeString('moveIn', { nullable: true, description: 'Wanted move-in date, YYYY-MM-DD.' }),
    roommate: t.exposeBoolean('roommate', { nullable: true, description: 'Open to a roommate.' }),
    credit_score: t.exposeInt('creditScore', { nullable: true, description: 'Self-declared credit score.' }),
    householdIncome: t.exposeInt('householdIncome', {
      nullable: true,
      description: 'Yearly household income, CAD. Private to the user and staff.',
    }),
    flatmates: t.exposeInt('flatmates', { nullable: true, description: 'Number of flatmates.' }),
    zip_code: t.exposeString('zipCode', { nullable: true, description: 'Postal code.' }),
    notify: t.exposeBoolean('notify', { description: 'Wants e-mail notifications.' }),
    verified: t.exposeBoolean('verified', { description: 'E-mail verified.' }),
    isFirstLogin: t.boolean({
      description: 'The first-login flag: true while the account must choose Renter or Landlord.',
      resolve: (u) => u.userType === 'UNVERIFIED',
    }),
    permissions: t.field({
      type: [ModulePermissionRef],
      description:
        'Staff module permissions: all for ADMIN, the granted flags for SUB_ADMIN, none for others.',
      resolve: (u, _args, ctx) => findModulePermissions(ctx.db, u),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'Created.', resolve: (u) => u.createdAt }),
    updatedAt: t.field({ type: 'DateTime', description: 'Last updated.', resolve: (u) => u.updatedAt }),
  }),
});

const profileFields = {
  firstName: 'First name.',
  lastName: 'Last name.',
  legalName: 'Legal name.',
  phone: 'Canadian phone; any format with 10 digits (or 11 starting with 1).',
  city: 'Home city.',
  industry: 'Industry, one of the spec list.',
  occupation: 'Occupation.',
  bio: 'About me.',
  moveIn: 'Move-in date, YYYY-MM-DD.',
  zip_code: 'Postal code, at most 6 letters and digits.',
  avatarUrl: 'Address of a picture this user uploaded with pathType AVATAR.',
} as const;

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  description: 'Profile fields to change. Omitted fields are unchanged; null clears a field.',
  fields: (t) => ({
    ...Object.fromEntries(
      Object.entries(profileFields).map(([name, description]) => [name, t.string({ description })]),
    ),
    gender: t.field({ type: GenderEnum, description: 'Gender.' }),
    locale: t.field({ type: LocaleEnum, description: 'Preferred language.' }),
    budget: t.int({ description: 'Maximum monthly budget, CAD.' }),
    min_budget: t.int({ description: 'Minimum monthly budget, CAD.' }),
    roommate: t.boolean({ description: 'Open to a roommate.' }),
    credit_score: t.int({ description: 'Credit score, 300 to 900.' }),
    householdIncome: t.int({ description: 'Yearly household income, CAD.' }),
    flatmates: t.int({ description: 'Number of flatmates, 0 to 20.' }),
    notify: t.boolean({ description: 'Wants e-mail notifications.' }),
  }),
});

const UpdateUsersInput = builder.inputType('UpdateUsersInput', {
  description: "Staff edit of another user's profile: the target id and the fields to change.",
  fields: (t) => ({
    id: t.id({ required: true, description: 'The user to change.' }),
    ...Object.fromEntries(
      Object.entries(profileFields).map(([name, description]) => [name, t.string({ description })]),
    ),
    locale: t.field({ type: LocaleEnum, description: 'Preferred language.' }),
    notify: t.boolean({ description: 'Wants e-mail notifications.' }),
  }),
});

const UpdateUserTypeInput = builder.inputType('UpdateUserTypeInput', {
  description: 'A user type change, addressed by e-mail (spec/01 §7).',
  fields: (t) => ({
    email: t.string({ required: true, description: 'E-mail of the user to change.' }),
    userType: t.field({ type: UserTypeEnum, required: true, description: 'The new type.' }),
  }),
});

builder.queryFields((t) => ({
  user: t.field({
    type: UserRef,
    description: 'A user by id: the user themself, or staff with the users view permission.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true, description: 'User id.' }) },
    resolve: (_root, args, ctx) => getUser(ctx.db, ctx.viewer, String(args.id)),
  }),
  userCount: t.int({
    description:
      'Number of users, optionally of one type, matching a search, or staff only: what `users` pages through (staff with users view).',
    authScopes: { staff: 'users:view' },
    args: {
      userType: t.arg({ type: UserTypeEnum, description: 'Count only this type.' }),
      search: t.arg.string({ description: 'Count only users whose e-mail or name contains this text.' }),
      staffOnly: t.arg.boolean({ description: 'Count only ADMIN and SUB_ADMIN accounts.' }),
    },
    resolve: (_root, args, ctx) =>
      countUsers(ctx.db, { ...args, ...parseInput(userSearchSchema, { search: args.search }) }),
  }),
}));

builder.mutationFields((t) => ({
  updateUser: t.field({
    type: UserRef,
    description: "Changes the signed-in user's own profile.",
    authScopes: { loggedIn: true },
    args: { data: t.arg({ type: UpdateUserInput, required: true, description: 'Fields to change.' }) },
    resolve: (_root, args, ctx) =>
      updateOwnProfile(ctx, requireViewer(ctx.viewer), parseInput(updateUserSchema, args.data)),
  }),
  updateUsers: t.field({
    type: UserRef,
    description:
      "Staff change another user's profile (users edit permission); another staff account's only an admin. Recorded in the user's audit trail as user.update with the changed fields.",
    authScopes: { staff: 'users:edit' },
    args: { data: t.arg({ type: UpdateUsersInput, required: true, description: 'Target and fields.' }) },
    resolve: (_root, args, ctx) =>
      updateOtherProfile(ctx, requireViewer(ctx.viewer), parseInput(updateOtherUserSchema, args.data)),
  }),
  updateUserType: t.field({
    type: UserRef,
    description:
      "Changes a user's type. An admin may change anyone else's; a user may only leave UNVERIFIED for RENTER or LANDLORD.",
    authScopes: { loggedIn: true },
    args: { data: t.arg({ type: UpdateUserTypeInput, required: true, description: 'E-mail and new type.' }) },
    resolve: (_root, args, ctx) =>
      updateUserType(ctx, requireViewer(ctx.viewer), parseInput(updateUserTypeSchema, args.data)),
  }),
}));

builder.subscriptionFields((t) => ({
  currentUserUpdated: t.field({
    type: UserRef,
    description:
      'The signed-in user, pushed whenever their account changes (type changed by staff, profile edited elsewhere).',
    authScopes: { loggedIn: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('user:updated', requireViewer(ctx.viewer).id),
    resolve: (payload, _args, ctx) => getUserById(ctx.db, payload.userId),
  }),
}));
