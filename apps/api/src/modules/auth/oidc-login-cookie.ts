import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/*
 * The state, PKCE verifier and nonce of a login started in this browser, kept until the provider
 * sends it back: in an encrypted, authenticated, httpOnly cookie rather than in this process, so
 * any API process can finish the login. The key derives from the client secret, which every
 * process shares and no browser knows.
 */

export const OIDC_COOKIE = 'rentals_oidc';
/** How long a started login may take at the provider. */
export const OIDC_COOKIE_MAX_AGE_SECONDS = 600;

export interface PendingLogin {
  state: string;
  codeVerifier: string;
  nonce: string;
  /** The page to open once signed in (a path on this site). */
  next: string;
  /** Epoch milliseconds after which the cookie is refused, whatever the browser kept. */
  expiresAt: number;
}

const key = (clientSecret: string) =>
  Buffer.from(hkdfSync('sha256', clientSecret, 'rentals', 'oidc login cookie', 32));

/** The cookie value: AES-256-GCM of the pending login, base64url. */
export function sealPendingLogin(login: PendingLogin, clientSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(clientSecret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(login), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The pending login of a cookie value, or null when it was altered, is from another key or expired. */
export function openPendingLogin(value: string | undefined, clientSecret: string): PendingLogin | null {
  if (!value || value.length > 4096) return null;
  try {
    const raw = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key(clientSecret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const login = JSON.parse(text) as PendingLogin;
    return login.expiresAt > Date.now() ? login : null;
  } catch {
    return null;
  }
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/**
 * The Set-Cookie value. SameSite=Lax: the provider's redirect back is a top-level navigation from
 * its site, which Lax lets the cookie ride on; Path limits it to the two login routes.
 */
export function pendingLoginCookie(value: string, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${OIDC_COOKIE}=${value}`,
    'Path=/auth/oidc',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Ties a hosted login's id token to the browser that started it: set by the callback beside the
 * redirect that hands the token to the web page, holding a MAC of the token's nonce, and sent
 * only with the page's own GraphQL requests (Path, SameSite=Strict). `authenticate` called from a
 * web page requires it, so a link carrying someone else's token cannot sign a victim in as them.
 */
export const OIDC_BINDING_COOKIE = 'rentals_oidc_bound';
/** Long enough for the web page to load and exchange the token. */
export const OIDC_BINDING_MAX_AGE_SECONDS = 300;

/**
 * The binding's value: an HMAC of the nonce under a key of the client secret. The nonce is readable
 * in the token, so a plain hash would let whoever holds a token (and can plant a cookie for the
 * site, from a sibling subdomain say) forge the binding that unlocks it.
 */
export function loginBinding(nonce: string, clientSecret: string): string {
  const bindingKey = Buffer.from(hkdfSync('sha256', clientSecret, 'rentals', 'oidc login binding', 32));
  return createHmac('sha256', bindingKey).update(nonce).digest('base64url');
}

export function loginBindingCookie(binding: string, secure: boolean): string {
  return [
    `${OIDC_BINDING_COOKIE}=${binding}`,
    'Path=/graphql',
    `Max-Age=${OIDC_BINDING_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
