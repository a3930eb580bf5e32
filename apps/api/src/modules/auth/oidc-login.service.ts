import { timingSafeEqual as cryptoEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { isUniqueViolation } from '../../db/sql-helpers';
import type { LoginResult } from './auth.service';
import { openHostedAccount } from './oidc-account.service';
import { verifyIdToken } from './oidc-id-token';
import { useNonceOnce } from './oidc-nonce.service';
import { OIDC_BINDING_COOKIE, loginBinding, readCookie } from './oidc-login-cookie';
import { hostedLoginSettings, hostedProvider } from './oidc-provider';
import { createSession } from './session.service';
import { createTwoFactorChallenge } from './two-factor-login.service';
import { isTwoFactorEnabled } from './two-factor-secret';

/**
 * Where a hosted sign-in, its primary authentication done, becomes a session: the one place a
 * further step belongs, so hosted login cannot bypass it. As local login does, an account with
 * two-factor on gets a challenge to finish with its code (the provider's own checks are unknown
 * here), and any other account a session.
 */
export async function finishHostedLogin(db: Db, ctx: Context, user: UserRow): Promise<LoginResult> {
  if (await isTwoFactorEnabled(db, user.id)) {
    return { twoFactorChallenge: await createTwoFactorChallenge(db, user.id) };
  }
  const token = await createSession(db, user.id, ctx.config.SESSION_TTL, ctx.userAgent);
  return { token, user };
}

/**
 * Exchanges an id token from the configured OpenID provider for a session. The token is verified
 * (signature by the provider's keys, issuer, audience, expiry) and must carry a nonce, which is
 * accepted once: the client that asked the provider for the token chose it, and a second exchange
 * of the same token is refused (OIDC_NONCE_USED). The account is matched by subject, or linked by a
 * verified e-mail, or created. Nothing is written unless a session is opened. From a web page, the
 * token must come from a login this browser started here (the binding cookie of oidc-http.ts):
 * apps keep their own tokens, but a page could be handed someone else's in a link.
 */
export async function authenticateWithIdToken(ctx: Context, idToken: string): Promise<LoginResult> {
  const settings = hostedLoginSettings(ctx.config);
  if (!settings) throw new AppError('OIDC_NOT_CONFIGURED');
  let provider;
  try {
    provider = await hostedProvider(settings);
  } catch (error) {
    ctx.log.error({ err: error, issuer: settings.issuer }, 'OpenID provider discovery failed');
    throw new AppError('SERVICE_UNAVAILABLE');
  }
  const identity = await verifyIdToken(provider, settings, idToken, ctx.log);
  // Before the nonce is spent: the browser that did start this login can still finish it.
  if (ctx.browser && !startedInThisBrowser(ctx.browser.cookie, identity.nonce, settings.clientSecret)) {
    throw new AppError('OIDC_LOGIN_NOT_STARTED_HERE');
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      await useNonceOnce(tx, identity.nonce, identity.expiresAt);
      const user = await openHostedAccount(tx, identity, ctx.locale);
      return finishHostedLogin(tx, ctx, user);
    });
  } catch (error) {
    // A first sign-in of the same subject, or a sign-up with the same e-mail, won the race.
    if (isUniqueViolation(error)) throw new AppError('OIDC_LOGIN_FAILED');
    throw error;
  }
}

/** Whether the binding cookie the callback set in this browser names this token's nonce. */
function startedInThisBrowser(cookieHeader: string | null, nonce: string, clientSecret: string): boolean {
  const binding = readCookie(cookieHeader ?? undefined, OIDC_BINDING_COOKIE);
  return binding !== undefined && timingSafeEqual(binding, loginBinding(nonce, clientSecret));
}

function timingSafeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && cryptoEqual(left, right);
}
