import type { IncomingMessage, ServerResponse } from 'node:http';
import * as client from 'openid-client';
import type { ErrorCode } from '@rentals/domain/errors/codes';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { verifyIdToken } from './oidc-id-token';
import {
  OIDC_COOKIE,
  OIDC_COOKIE_MAX_AGE_SECONDS,
  loginBinding,
  loginBindingCookie,
  openPendingLogin,
  pendingLoginCookie,
  readCookie,
  sealPendingLogin,
} from './oidc-login-cookie';
import { OIDC_SCOPES, hostedLoginSettings, hostedProvider } from './oidc-provider';

/*
 * GET /auth/oidc/login?next=/path sends the browser to the provider (authorization code with PKCE,
 * state and nonce); GET /auth/oidc/callback checks what comes back, redeems the code and hands the
 * verified id token to the web page /login/callback in the URL fragment (never sent to a server,
 * removed by the page at once), which exchanges it with `authenticate(idToken)` like any client:
 * one way to open a session, whose nonce is accepted once, and from a web page only with the
 * binding cookie set here (oidc-login-cookie.ts). Failures land on /login with a code.
 */

/** The web page that finishes a hosted login. */
const WEB_CALLBACK_PATH = '/login/callback';

/** A path on this site, or home: a crafted link cannot send a signed-in user elsewhere. */
function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

function redirect(res: ServerResponse, location: string, ...cookies: string[]): void {
  res.writeHead(302, {
    Location: location,
    'Cache-Control': 'no-store',
    ...(cookies.length ? { 'Set-Cookie': cookies } : {}),
  });
  res.end();
}

function loginPageWithError(code: ErrorCode, next: string): string {
  const query = new URLSearchParams({ hostedLoginError: code, ...(next === '/' ? {} : { next }) });
  return `/login?${query}`;
}

/** Starts a hosted login: a fresh state, PKCE verifier and nonce in the cookie, then the provider. */
export async function serveHostedLoginStart(
  deps: AppDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const next = safeNext(new URL(req.url ?? '/', 'http://x').searchParams.get('next'));
  const settings = hostedLoginSettings(deps.config);
  if (!settings) return redirect(res, loginPageWithError('OIDC_NOT_CONFIGURED', next));
  let provider;
  try {
    provider = await hostedProvider(settings);
  } catch (error) {
    deps.log.error({ err: error, issuer: settings.issuer }, 'OpenID provider discovery failed');
    return redirect(res, loginPageWithError('OIDC_LOGIN_FAILED', next));
  }
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const target = client.buildAuthorizationUrl(provider.client, {
    redirect_uri: settings.callbackUrl,
    scope: OIDC_SCOPES,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const sealed = sealPendingLogin(
    { state, codeVerifier, nonce, next, expiresAt: Date.now() + OIDC_COOKIE_MAX_AGE_SECONDS * 1000 },
    settings.clientSecret,
  );
  const secure = deps.config.publicUrl.startsWith('https://');
  redirect(res, target.href, pendingLoginCookie(sealed, secure, OIDC_COOKIE_MAX_AGE_SECONDS));
}

/** Finishes at the provider's redirect: the cookie's state, the code with its verifier, the id token. */
export async function serveHostedLoginCallback(
  deps: AppDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const settings = hostedLoginSettings(deps.config);
  if (!settings) return redirect(res, loginPageWithError('OIDC_NOT_CONFIGURED', '/'));
  const secure = deps.config.publicUrl.startsWith('https://');
  // The cookie serves one callback, whatever its outcome.
  const cleared = pendingLoginCookie('', secure, 0);
  const pending = openPendingLogin(readCookie(req.headers.cookie, OIDC_COOKIE), settings.clientSecret);
  if (!pending) {
    deps.log.warn({ path: req.url?.split('?')[0] }, 'hosted login callback without a pending login');
    return redirect(res, loginPageWithError('OIDC_LOGIN_FAILED', '/'), cleared);
  }
  // The redirect URI as registered, with the provider's parameters: what the token request must name.
  const currentUrl = new URL(settings.callbackUrl);
  currentUrl.search = new URL(req.url ?? '/', 'http://x').search;
  try {
    const provider = await hostedProvider(settings);
    const tokens = await client.authorizationCodeGrant(provider.client, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.id_token!;
    // openid-client trusts the token endpoint's answer; the signature is checked here as well.
    await verifyIdToken(provider, settings, idToken, deps.log, pending.nonce);
    const query = pending.next === '/' ? '' : `?${new URLSearchParams({ next: pending.next })}`;
    redirect(
      res,
      `${WEB_CALLBACK_PATH}${query}#id_token=${encodeURIComponent(idToken)}`,
      cleared,
      loginBindingCookie(loginBinding(pending.nonce, settings.clientSecret), secure),
    );
  } catch (error) {
    const code = error instanceof AppError ? error.code : 'OIDC_LOGIN_FAILED';
    // The provider's refusal (a cancelled login), a wrong state, a code redeemed twice: only logged.
    deps.log.warn({ err: error, issuer: settings.issuer }, 'hosted login callback failed');
    redirect(res, loginPageWithError(code, pending.next), cleared);
  }
}
