import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  twoFactorLoginSchema,
} from '@rentals/domain/auth/two-factor-schemas';
import { REAUTHENTICATION_WINDOW_MINUTES } from '@rentals/domain/auth/reauthentication-rules';
import { builder } from '../../graphql/builder';
import { isSelf } from '../../graphql/session-user';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { UserRef } from '../users/user.graphql';
import { AuthPayload } from './auth.graphql';
import './two-factor-data-export';
import { completeTwoFactorLogin } from './two-factor-login.service';
import { isTwoFactorEnabled } from './two-factor-secret';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from './two-factor.service';

/*
 * Two-factor sign-in (TOTP with recovery codes). Enrolment is open to every signed-in user,
 * staff included: it is how staff without two-factor get their staff operations back.
 */

const TwoFactorStatusRef = builder.objectRef<TwoFactorStatus>('TwoFactorStatus').implement({
  description: "The signed-in user's two-factor sign-in.",
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: 'Whether sign-in asks for a code.' }),
    required: t.exposeBoolean('required', {
      description:
        'Whether the account must have it on (staff): staff operations answer TWO_FACTOR_REQUIRED until then.',
    }),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft', { description: 'Unused recovery codes.' }),
  }),
});

const TwoFactorSetupRef = builder.objectRef<TwoFactorSetup>('TwoFactorSetup').implement({
  description: 'A started set-up: add the secret to an authenticator app, then confirm with its first code.',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'The secret in base32, to type into an app.' }),
    otpauthUri: t.exposeString('otpauthUri', { description: 'The otpauth:// URI, to show as a QR code.' }),
  }),
});

builder.objectField(UserRef, 'twoFactorEnabled', (t) =>
  t.boolean({
    nullable: true,
    description:
      'Whether two-factor sign-in is on; answered to the user themself only (null for anyone else). Staff without it are sent to enrol.',
    resolve: (user, _args, ctx) =>
      isSelf(ctx.viewer?.id, user) ? isTwoFactorEnabled(ctx.db, user.id) : null,
  }),
);

builder.queryField('twoFactorStatus', (t) =>
  t.field({
    type: TwoFactorStatusRef,
    description: "The signed-in user's two-factor sign-in.",
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => getTwoFactorStatus(ctx, requireViewer(ctx.viewer)),
  }),
);

builder.mutationFields((t) => ({
  startTwoFactorSetup: t.field({
    type: TwoFactorSetupRef,
    description:
      'Starts (or starts over) two-factor set-up with a new secret made on the server. TWO_FACTOR_ALREADY_ENABLED when it is on.',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => startTwoFactorSetup(ctx, requireViewer(ctx.viewer)),
  }),
  confirmTwoFactorSetup: t.stringList({
    description:
      'Turns two-factor on with the first code of the app and answers the ten recovery codes, readable this once. TWO_FACTOR_CODE_INVALID or TWO_FACTOR_CODE_REUSED otherwise; counted like log-in attempts.',
    authScopes: { loggedIn: true },
    args: { code: t.arg.string({ required: true, description: 'The six-digit code the app shows.' }) },
    resolve: (_root, args, ctx) =>
      confirmTwoFactorSetup(ctx, requireViewer(ctx.viewer), parseInput(confirmTwoFactorSchema, args).code),
  }),
  disableTwoFactor: t.boolean({
    description: `Turns two-factor off; needs the owner to confirm it is them and a current code (TWO_FACTOR_CODE_INVALID, TWO_FACTOR_CODE_REUSED). An account with a password gives it (INVALID_PASSWORD); one without (\`User.hasPassword\` false, hosted login) must have signed in within the last ${REAUTHENTICATION_WINDOW_MINUTES} minutes (REAUTHENTICATION_REQUIRED otherwise). Staff then lose their staff operations until they enrol again.`,
    authScopes: { loggedIn: true },
    args: {
      password: t.arg.string({
        description: 'Current password; omitted for an account without one (hosted login).',
      }),
      code: t.arg.string({ required: true, description: 'A current code of the app.' }),
    },
    resolve: (_root, args, ctx) =>
      disableTwoFactor(ctx, requireViewer(ctx.viewer), parseInput(disableTwoFactorSchema, args)),
  }),
  regenerateRecoveryCodes: t.stringList({
    description:
      'Replaces the recovery codes for a current code of the app; answers the new ones, readable this once.',
    authScopes: { loggedIn: true },
    args: { code: t.arg.string({ required: true, description: 'A current code of the app.' }) },
    resolve: (_root, args, ctx) =>
      regenerateRecoveryCodes(ctx, requireViewer(ctx.viewer), parseInput(confirmTwoFactorSchema, args).code),
  }),
  completeTwoFactorLogin: t.field({
    type: AuthPayload,
    description:
      "Finishes a log-in that answered a `twoFactorChallenge`, with the app's code or a recovery code (each works once); returns the session as `login` does. TWO_FACTOR_CHALLENGE_INVALID once it has expired or been used; counted like log-in attempts.",
    authScopes: { public: true },
    args: {
      challenge: t.arg.string({ required: true, description: 'The `twoFactorChallenge` of `login`.' }),
      code: t.arg.string({ required: true, description: 'A six-digit code, or a recovery code.' }),
    },
    resolve: (_root, args, ctx) => completeTwoFactorLogin(ctx, parseInput(twoFactorLoginSchema, args)),
  }),
}));
