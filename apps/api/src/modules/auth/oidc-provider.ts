import { createRemoteJWKSet } from 'jose';
import * as client from 'openid-client';
import type { Config } from '../../config';

/** Where the provider sends the browser back; register it with the provider as the redirect URI. */
export const OIDC_CALLBACK_PATH = '/auth/oidc/callback';
/** Where the login button sends the browser: it redirects to the provider. */
export const OIDC_LOGIN_PATH = '/auth/oidc/login';
/** What hosted login asks the provider for: the subject, the e-mail and the name. */
export const OIDC_SCOPES = 'openid email profile';
/** How long discovery and key downloads may take before the sign-in fails. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** The hosted login settings, present only when OIDC_ISSUER, its client id and secret are all set. */
export interface HostedLoginSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  providerName: string | null;
  callbackUrl: string;
}

export function hostedLoginSettings(config: Config): HostedLoginSettings | null {
  // config.ts refuses one of the three without the others.
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    providerName: config.OIDC_PROVIDER_NAME ?? null,
    callbackUrl: `${config.publicUrl}${OIDC_CALLBACK_PATH}`,
  };
}

/** The discovered provider: the openid-client configuration and its signing keys. */
export interface HostedProvider {
  client: client.Configuration;
  /** The provider's published keys (jwks_uri), fetched again when a token names an unknown key. */
  keys: ReturnType<typeof createRemoteJWKSet>;
}

/*
 * One discovery per issuer and client in each process: the metadata changes rarely, and the key
 * set refreshes itself. Nothing here is needed by another process.
 */
const discovered = new Map<string, Promise<HostedProvider>>();

async function discover(settings: HostedLoginSettings): Promise<HostedProvider> {
  const issuer = new URL(settings.issuer);
  const found = await client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    // config.ts allows http:// outside production only, for a provider run on the same machine.
    execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
  });
  const jwksUri = found.serverMetadata().jwks_uri;
  if (!jwksUri) throw new Error(`The OpenID provider ${settings.issuer} publishes no jwks_uri`);
  return {
    client: found,
    keys: createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_SECONDS * 1000 }),
  };
}

/** The provider of these settings, discovered at first use; a failed discovery is tried again next time. */
export function hostedProvider(settings: HostedLoginSettings): Promise<HostedProvider> {
  const key = `${settings.issuer} ${settings.clientId}`;
  let provider = discovered.get(key);
  if (!provider) {
    provider = discover(settings);
    discovered.set(key, provider);
    provider.catch(() => discovered.delete(key));
  }
  return provider;
}
