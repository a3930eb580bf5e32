import {
  changePasswordSchema,
  confirmPasswordSchema,
  loginSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signUpConfirmSchema,
  signUpSchema,
} from '@rentals/domain/users/schemas';
import { builder } from '../../graphql/builder';
import { isSelf, markSessionUser } from '../../graphql/session-user';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { LocaleEnum, UserRef, UserTypeEnum } from '../users/user.graphql';
import { getUserById } from '../users/user.service';
import {
  changePassword,
  confirmPassword,
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  type AuthResult,
  type LoginResult,
} from './auth.service';
import { confirmSignUp, signUp, type SignUpAnswer } from './sign-up.service';

export const AuthPayload = builder.objectRef<AuthResult>('AuthPayload').implement({
  description: 'A signed-in session: send the token as `Authorization: Bearer <token>`.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Bearer token of the new session.' }),
    user: t.field({
      type: UserRef,
      description: 'The signed-in user.',
      resolve: (p) => markSessionUser(p.user),
    }),
  }),
});

export const LoginPayload = builder.objectRef<LoginResult>('LoginPayload').implement({
  description:
    'The answer to `login`: a session, or, when the account has two-factor sign-in on, `twoFactorChallenge` to finish with `completeTwoFactorLogin` (token and user are then null).',
  fields: (t) => ({
    token: t.string({
      nullable: true,
      description: 'Bearer token of the new session; null while a two-factor code is awaited.',
      resolve: (p) => ('token' in p ? p.token : null),
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'The signed-in user; null while a two-factor code is awaited.',
      resolve: (p) => ('user' in p ? markSessionUser(p.user) : null),
    }),
    twoFactorChallenge: t.string({
      nullable: true,
      description:
        'Present when the account has two-factor on: send it with a code to `completeTwoFactorLogin`.',
      resolve: (p) => ('twoFactorChallenge' in p ? p.twoFactorChallenge : null),
    }),
  }),
});

builder.objectField(UserRef, 'hasPassword', (t) =>
  t.boolean({
    nullable: true,
    description:
      'Whether the account has a password; false for one opened by hosted login, which sets one through `requestPasswordReset`. Answered to the user themself only (null for anyone else): the pages choose between asking for the password and a fresh sign-in.',
    resolve: (user, _args, ctx) => (isSelf(ctx.viewer?.id, user) ? user.passwordHash !== null : null),
  }),
);

const SignUpAnswerRef = builder.objectRef<SignUpAnswer>('SignUpAnswer').implement({
  description:
    'The answer to every accepted sign-up, the same whether the address has an account or not: the link to finish, or a note to the owner, goes to the address.',
  fields: (t) => ({
    confirmationSentTo: t.exposeString('confirmationSentTo', {
      description:
        'The e-mail address as it was understood (trimmed, lower-case), to show "check your inbox".',
    }),
  }),
});

const Viewer = builder.objectRef<{ userId: string | null }>('Viewer').implement({
  description: 'Whoever sends the request.',
  fields: (t) => ({
    me: t.field({
      type: UserRef,
      nullable: true,
      description: 'The signed-in user, or null for a visitor.',
      resolve: (v, _args, ctx) => (v.userId ? getUserById(ctx.db, v.userId) : null),
    }),
  }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  description: 'A new account.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'Sign-in e-mail.' }),
    password: t.string({
      required: true,
      description:
        '8 to 128 characters with an upper-case letter, a lower-case letter, a digit and a special character.',
    }),
    firstName: t.string({ required: true, description: 'First name.' }),
    lastName: t.string({ required: true, description: 'Last name.' }),
    userType: t.field({
      type: UserTypeEnum,
      description: 'RENTER or LANDLORD; omitted, the account is UNVERIFIED and chooses at first login.',
    }),
    locale: t.field({
      type: LocaleEnum,
      description: 'Preferred language; defaults to the request language.',
    }),
    acceptTerms: t.boolean({
      description:
        "The 'I accept the Terms of Use and Privacy Policy' box: must be true (VALIDATION_FAILED, key termsRequired, otherwise). The current terms version is recorded as accepted.",
    }),
  }),
});

builder.queryFields((t) => ({
  ...Object.fromEntries(
    (
      [
        ['currentUser', 'The signed-in user, or null.'],
        [
          'fetchCurrentUser',
          'The signed-in user with their staff permissions (select `permissions`), or null.',
        ],
      ] as const
    ).map(([name, description]) => [
      name,
      t.field({
        type: UserRef,
        nullable: true,
        description,
        authScopes: { public: true },
        resolve: (_root, _args, ctx) => (ctx.viewer ? getUserById(ctx.db, ctx.viewer.id) : null),
      }),
    ]),
  ),
  viewer: t.field({
    type: Viewer,
    description: 'Whoever sends the request.',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ({ userId: ctx.viewer?.id ?? null }),
  }),
}));

builder.mutationFields((t) => ({
  signUp: t.field({
    type: SignUpAnswerRef,
    description:
      'Starts an account: answers at once, the same for any valid address. A new address is e-mailed a link (valid 24 hours) to `confirmSignUp`, which creates the account; an address that has an account is not told apart here: its owner is e-mailed that someone tried. Counted per client address and per mailbox: TOO_MANY_ATTEMPTS past the limit.',
    authScopes: { public: true },
    args: { data: t.arg({ type: SignUpInput, required: true, description: 'The account.' }) },
    resolve: (_root, args, ctx) => signUp(ctx, parseInput(signUpSchema, args.data)),
  }),
  confirmSignUp: t.field({
    type: AuthPayload,
    description:
      "Creates the account from a sign-up's e-mailed link and signs in, with the type, language and terms chosen at sign-up. The link works once and for 24 hours, and the first one used for an address wins; otherwise SIGN_UP_LINK_INVALID.",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true, description: 'Token from the sign-up link.' }) },
    resolve: (_root, args, ctx) => confirmSignUp(ctx, parseInput(signUpConfirmSchema, args).token),
  }),
  login: t.field({
    type: LoginPayload,
    description:
      'Signs in with e-mail and password; an account with two-factor on answers a `twoFactorChallenge` instead of a session. Each attempt is counted per account and per client address before the password is checked; past the free ones each further attempt must wait twice as long (TOO_MANY_ATTEMPTS, with the seconds to wait in `params.seconds`).',
    authScopes: { public: true },
    args: {
      email: t.arg.string({ required: true, description: 'Sign-in e-mail.' }),
      password: t.arg.string({ required: true, description: 'Password.' }),
    },
    resolve: (_root, args, ctx) => login(ctx, parseInput(loginSchema, args)),
  }),
  logout: t.boolean({
    description: 'Ends the current session and closes the WebSockets opened with it. Always true.',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => logout(ctx, ctx.viewer),
  }),
  requestPasswordReset: t.boolean({
    description:
      'E-mails a reset link when the account exists. Always true, so it reveals no account; counted per client address and per mailbox, known or not (TOO_MANY_ATTEMPTS past the limit, and nothing is sent).',
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true, description: 'Account e-mail.' }) },
    resolve: (_root, args, ctx) =>
      requestPasswordReset(ctx, parseInput(requestPasswordResetSchema, args).email),
  }),
  resetPassword: t.field({
    type: LoginPayload,
    description:
      'Sets a new password from a reset link; every reset link and every session of the account end, and a new session is returned (or a `twoFactorChallenge` when the account has two-factor on).',
    authScopes: { public: true },
    args: {
      token: t.arg.string({ required: true, description: 'Token from the reset link.' }),
      password: t.arg.string({ required: true, description: 'The new password.' }),
    },
    resolve: (_root, args, ctx) => {
      const input = parseInput(resetPasswordSchema, args);
      return resetPassword(ctx, input.token, input.password);
    },
  }),
  confirmPassword: t.boolean({
    description:
      "Checks the signed-in user's password before a sensitive change; INVALID_PASSWORD otherwise.",
    authScopes: { loggedIn: true },
    args: { password: t.arg.string({ required: true, description: 'Current password.' }) },
    resolve: (_root, args, ctx) =>
      confirmPassword(ctx, requireViewer(ctx.viewer), parseInput(confirmPasswordSchema, args).password),
  }),
  changePassword: t.field({
    type: AuthPayload,
    description:
      'Changes the password; every other session and every reset link of the account end, and this session goes on with the new token returned.',
    authScopes: { loggedIn: true },
    args: {
      currentPassword: t.arg.string({ required: true, description: 'Current password.' }),
      password: t.arg.string({ required: true, description: 'The new password.' }),
    },
    resolve: (_root, args, ctx) =>
      changePassword(ctx, requireViewer(ctx.viewer), parseInput(changePasswordSchema, args)),
  }),
}));
