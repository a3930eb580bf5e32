import { authenticateSchema } from '@rentals/domain/auth/hosted-login-schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { LoginPayload } from './auth.graphql';
import { authenticateWithIdToken } from './oidc-login.service';
import { OIDC_LOGIN_PATH, hostedLoginSettings } from './oidc-provider';

const HostedLogin = builder.objectRef<{ providerName: string | null }>('HostedLogin').implement({
  description: 'Log-in through the OpenID Connect provider configured beside local accounts.',
  fields: (t) => ({
    providerName: t.string({
      nullable: true,
      description: "The provider's name for the button ('Continue with …'); null: call it single sign-on.",
      resolve: (s) => s.providerName,
    }),
    loginUrl: t.string({
      description:
        'Where the browser goes to log in: it redirects to the provider and back to /login/callback. Add `?next=/path` to open that page afterwards.',
      resolve: () => OIDC_LOGIN_PATH,
    }),
  }),
});

builder.queryFields((t) => ({
  hostedLogin: t.field({
    type: HostedLogin,
    nullable: true,
    description: 'Hosted log-in (OpenID Connect), or null when no provider is configured.',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => {
      const settings = hostedLoginSettings(ctx.config);
      return settings ? { providerName: settings.providerName } : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  authenticate: t.field({
    type: LoginPayload,
    description:
      "Exchanges an id token from the configured OpenID Connect provider for a session. The token must be signed by the provider's keys, issued by it for this client and not expired (OIDC_TOKEN_INVALID otherwise), and carry a `nonce` claim: the client puts a fresh random nonce in its authorization request, and each nonce is accepted once (OIDC_NONCE_USED for a replay). The account is the one linked to the token's subject, else the one with its e-mail when the provider verified it (OIDC_EMAIL_UNVERIFIED when it did not), else a new account when the provider verified the e-mail (OIDC_EMAIL_NOT_VERIFIED when it did not). An account with two-factor sign-in on gets `twoFactorChallenge` instead of a session, as with `login`. A web page (a request with Origin or Sec-Fetch-Site) may only exchange a token its browser received from this site's /auth/oidc/callback, which sets an httpOnly binding cookie (OIDC_LOGIN_NOT_STARTED_HERE otherwise); apps send neither header and need no cookie. OIDC_NOT_CONFIGURED without a provider.",
    authScopes: { public: true },
    args: {
      idToken: t.arg.string({ required: true, description: 'The id token (a compact JWT).' }),
    },
    resolve: (_root, args, ctx) => authenticateWithIdToken(ctx, parseInput(authenticateSchema, args).idToken),
  }),
}));
