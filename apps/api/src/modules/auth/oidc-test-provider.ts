import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import Provider from 'oidc-provider';

/*
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for tests: discovery, keys, authorization
 * with PKCE, token endpoint. Its login step signs in as the account the test chose, without a form.
 */

export interface TestAccount {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface IdTokenOptions {
  /** Signed by the provider's published key (default) or by a key it never published. */
  key?: 'provider' | 'foreign';
  audience?: string;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
  nonce?: string | null;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next interactive log-in at the provider signs in as. */
  signInAs(account: TestAccount): void;
  /** An id token for the account, as a client would obtain it from this provider. */
  idToken(account: TestAccount, options?: IdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

const KEY_ID = 'test-signing-key';

const claimsOf = (account: TestAccount) => ({
  sub: account.sub,
  ...(account.email ? { email: account.email, email_verified: account.emailVerified ?? false } : {}),
  ...(account.givenName ? { given_name: account.givenName } : {}),
  ...(account.familyName ? { family_name: account.familyName } : {}),
});

/** Starts a provider whose one client may redirect to `redirectUri`. */
export async function startTestOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'rentals-test';
  const clientSecret = 'test-client-secret-0123456789';
  const signing = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const accounts = new Map<string, TestAccount>();
  let current: TestAccount | null = null;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(signing.privateKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // Every claim of the granted scopes goes in the id token, not only at the userinfo endpoint.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => claimsOf(account) } : undefined;
    },
    // Lifetimes set, so the provider does not warn that it uses its defaults.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
  });

  // The log-in and consent step: signs in as the chosen account and grants what the client asked.
  const interact = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (!current) throw new Error('No account chosen: call signInAs first');
    accounts.set(current.sub, current);
    const grant = new provider.Grant({ accountId: current.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: current.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };
  const callback = provider.callback();
  handle = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
    } else {
      void callback(req, res);
    }
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      current = account;
    },
    async idToken(account, options = {}) {
      const key: CryptoKey = options.key === 'foreign' ? foreign.privateKey : signing.privateKey;
      const now = Math.floor(Date.now() / 1000);
      const nonce = options.nonce === undefined ? randomUUID() : options.nonce;
      return (
        new SignJWT({ ...claimsOf(account), ...(nonce ? { nonce } : {}) })
          // A foreign key under the provider's key id: only the signature check can tell.
          .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
          .setIssuer(issuer)
          .setAudience(options.audience ?? clientId)
          .setIssuedAt(now - 5)
          .setExpirationTime(now + (options.expiresIn ?? 300))
          .sign(key)
      );
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
