#!/usr/bin/env node
/**
 * A local OpenID Connect provider for the browser tests' hosted login (oidc-provider, the library
 * the API tests use too): discovery, keys, authorization code with PKCE, token endpoint, and a
 * plain sign-in page where a test types the e-mail to sign in as. Every e-mail is taken as verified;
 * the subject is derived from it, so signing in twice with one e-mail is one account.
 * Port from FAKE_OIDC_PORT; the API's public address (for the redirect URI) from FAKE_OIDC_APP_URL.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.FAKE_OIDC_PORT ?? 3197);
const appUrl = process.env.FAKE_OIDC_APP_URL ?? 'http://localhost:3100';
export const FAKE_OIDC_CLIENT = { id: 'rentals-e2e', secret: 'e2e-client-secret-0123456789' };

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const claimsOf = (email) => ({ sub: `fake-${email}`, email, email_verified: true });

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      client_id: FAKE_OIDC_CLIENT.id,
      client_secret: FAKE_OIDC_CLIENT.secret,
      redirect_uris: [`${appUrl}/auth/oidc/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e', alg: 'RS256', use: 'sig' }] },
  cookies: { keys: ['e2e-cookie-key-0123456789'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: [] },
  conformIdTokenClaims: false,
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => claimsOf(id.replace(/^fake-/, '')),
  }),
  ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  features: { devInteractions: { enabled: false } },
});

const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's own sign-in page: one e-mail field, labelled, in a page axe can read. */
function signInPage(uid) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test ID: sign in</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Sign in to Test ID</h1>
<form method="post" action="/interaction/${escape(uid)}">
<label for="email">E-mail</label> <input id="email" name="email" type="email" required>
<button type="submit">Continue</button></form></main></body></html>`;
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

async function interact(req, res) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(signInPage(details.uid));
    return;
  }
  const email = String((await readForm(req)).get('email') ?? '')
    .trim()
    .toLowerCase();
  const accountId = `fake-${email}`;
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

const callback = provider.callback();
http
  .createServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('fake oidc');
    } else if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error) => res.writeHead(500).end(String(error)));
    } else {
      callback(req, res);
    }
  })
  .listen(port, '127.0.0.1');
