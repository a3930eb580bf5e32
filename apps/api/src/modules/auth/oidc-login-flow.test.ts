import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { startTestOidcProvider, type TestOidcProvider } from './oidc-test-provider';

/*
 * The browser's round trip: /auth/oidc/login, the provider's authorization and log-in, the
 * callback with the code, then the web page's authenticate(idToken). The API's public address is
 * http://localhost:3000 (the provider redirects there); this "browser" sends those requests to the
 * test server, and keeps each site's cookies.
 */

const PUBLIC_URL = 'http://localhost:3000';
let provider: TestOidcProvider;
let server: HttpTestServer;
beforeAll(async () => {
  provider = await startTestOidcProvider(`${PUBLIC_URL}/auth/oidc/callback`);
  server = await startHttpTestServer({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    },
  });
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

/** A minimal browser: follows redirects by hand, one cookie jar per origin. */
function browser() {
  const jars = new Map<string, Map<string, string>>();
  const jarOf = (origin: string) => jars.get(origin) ?? jars.set(origin, new Map()).get(origin)!;
  const setCookies: string[] = [];
  async function get(url: string): Promise<Response> {
    const target = new URL(url.startsWith(PUBLIC_URL) ? url.replace(PUBLIC_URL, server.base) : url);
    const jar = jarOf(target.origin);
    const response = await fetch(target, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      setCookies.push(cookie);
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || !value.join('=')) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    return response;
  }
  /** Follows redirects until one leaves for the web app's pages (not the API, not the provider). */
  async function follow(url: string): Promise<URL> {
    let next = new URL(url, server.base);
    for (let hop = 0; hop < 10; hop++) {
      const onApi = next.origin === server.base || next.origin === PUBLIC_URL;
      if (onApi && !next.pathname.startsWith('/auth/oidc/')) return next;
      const response = await get(next.href);
      await response.arrayBuffer();
      const location = response.headers.get('location');
      if (!location) throw new Error(`${next.pathname} answered ${response.status} without a redirect`);
      next = new URL(location, next);
    }
    throw new Error('Too many redirects');
  }
  return { get, follow, cookies: (origin: string) => jarOf(origin), setCookies };
}

const AUTHENTICATE = `mutation($idToken: String!) { authenticate(idToken: $idToken) { token user { id email } } }`;

describe('hosted login through the browser', () => {
  it('redirects to the provider with PKCE, state and nonce, and keeps them in an httpOnly cookie', async () => {
    const response = await browser().get(`${server.base}/auth/oidc/login`);
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location')!);
    expect(target.origin).toBe(provider.issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/oidc/callback`);
    for (const name of ['code_challenge', 'state', 'nonce']) {
      expect(target.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    }
    expect(response.headers.get('set-cookie')).toMatch(
      /^rentals_oidc=[\w-]+; Path=\/auth\/oidc; .*HttpOnly; SameSite=Lax/,
    );
  });

  it('logs in through the provider and hands the web page an id token to exchange once', async () => {
    const email = `flow-${randomUUID()}@example.test`;
    provider.signInAs({ sub: `sub-${randomUUID()}`, email, emailVerified: true });
    const landing = await browser().follow(`/auth/oidc/login?next=${encodeURIComponent('/profile')}`);
    expect(landing.pathname).toBe('/login/callback');
    expect(landing.searchParams.get('next')).toBe('/profile');
    // An app (no Origin, no Sec-Fetch-Site) keeps its own token: no browser binding is asked for.
    const idToken = new URLSearchParams(landing.hash.slice(1)).get('id_token')!;
    const r = await server.api.execute<{ authenticate: { token: string; user: { email: string } } }>(
      AUTHENTICATE,
      { idToken },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.authenticate.user.email).toBe(email);
    expect(errorCodes(await server.api.execute(AUTHENTICATE, { idToken }))).toEqual(['OIDC_NONCE_USED']);
  });

  it('lets a web page exchange the token only in the browser that started the login', async () => {
    const email = `bound-${randomUUID()}@example.test`;
    provider.signInAs({ sub: `sub-${randomUUID()}`, email, emailVerified: true });
    const started = browser();
    const landing = await started.follow('/auth/oidc/login');
    const idToken = new URLSearchParams(landing.hash.slice(1)).get('id_token')!;
    const binding = started.cookies(server.base).get('rentals_oidc_bound');
    expect(binding).toMatch(/^[\w-]{20,}$/);
    // Sent only with this site's own GraphQL requests, and unreadable by the page's scripts.
    expect(started.setCookies.find((c) => c.startsWith('rentals_oidc_bound='))).toMatch(
      /; Path=\/graphql; Max-Age=300; HttpOnly; SameSite=Strict$/,
    );

    // A page in another browser (a victim opening a link with this token) has no binding.
    const page = (cookie?: string) => ({
      headers: { origin: PUBLIC_URL, ...(cookie ? { cookie: `rentals_oidc_bound=${cookie}` } : {}) },
    });
    expect(errorCodes(await server.api.execute(AUTHENTICATE, { idToken }, page()))).toEqual([
      'OIDC_LOGIN_NOT_STARTED_HERE',
    ]);
    // Nor does one holding the binding of its own, other login.
    provider.signInAs({ sub: `sub-${randomUUID()}`, email: `other-${randomUUID()}@example.test` });
    const victim = browser();
    await victim.follow('/auth/oidc/login');
    const victimBinding = victim.cookies(server.base).get('rentals_oidc_bound')!;
    expect(errorCodes(await server.api.execute(AUTHENTICATE, { idToken }, page(victimBinding)))).toEqual([
      'OIDC_LOGIN_NOT_STARTED_HERE',
    ]);
    // Nor one forged from what the token itself shows: its nonce, hashed.
    const { nonce } = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as {
      nonce: string;
    };
    for (const encoding of ['hex', 'base64url'] as const) {
      const forged = createHash('sha256').update(nonce).digest(encoding);
      expect(errorCodes(await server.api.execute(AUTHENTICATE, { idToken }, page(forged)))).toEqual([
        'OIDC_LOGIN_NOT_STARTED_HERE',
      ]);
    }
    // The refusals spent nothing: the browser that started it signs in.
    const r = await server.api.execute<{ authenticate: { user: { email: string } } }>(
      AUTHENTICATE,
      { idToken },
      page(binding),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.authenticate.user.email).toBe(email);
  });

  it('refuses a callback that was not started in this browser', async () => {
    const started = browser();
    provider.signInAs({ sub: `sub-${randomUUID()}`, email: `x-${randomUUID()}@example.test` });
    const toProvider = (await started.get(`${server.base}/auth/oidc/login`)).headers.get('location')!;
    // Another browser, without the login cookie, lands on the callback with the code.
    const other = browser();
    let next = new URL(toProvider);
    while (next.origin === provider.issuer) {
      next = new URL((await started.get(next.href)).headers.get('location')!, next);
    }
    const landing = await other.follow(next.href);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('hostedLoginError')).toBe('OIDC_LOGIN_FAILED');
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const b = browser();
    provider.signInAs({ sub: `sub-${randomUUID()}`, email: `y-${randomUUID()}@example.test` });
    let next = new URL((await b.get(`${server.base}/auth/oidc/login`)).headers.get('location')!);
    while (next.origin === provider.issuer) {
      next = new URL((await b.get(next.href)).headers.get('location')!, next);
    }
    next.searchParams.set('state', 'forged-state-value');
    const landing = await b.follow(next.href);
    expect(landing.searchParams.get('hostedLoginError')).toBe('OIDC_LOGIN_FAILED');
  });

  it('sends a provider refusal back to the login page with a code', async () => {
    const b = browser();
    await b.get(`${server.base}/auth/oidc/login?next=/saved`);
    const landing = await b.follow('/auth/oidc/callback?error=access_denied&state=whatever');
    expect(landing.pathname).toBe('/login');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      hostedLoginError: 'OIDC_LOGIN_FAILED',
      next: '/saved',
    });
  });
});
