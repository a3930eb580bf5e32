import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that let the product start on a bare machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      SESSION_TTL: 2_592_000,
      SESSION_IDLE_TTL: 604_800,
      publicUrl: 'http://localhost:3000',
      TRUSTED_PROXIES: [],
      MAIL_RELAY_DOMAIN: 'relay.rentals.local',
      LISTING_STATS_FLUSH_MS: 5000,
      HTTP_HEADERS_TIMEOUT_MS: 20_000,
      HTTP_REQUEST_TIMEOUT_MS: 900_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ SESSION_TTL: '5' }, 'SESSION_TTL'],
    [{ SESSION_IDLE_TTL: '59' }, 'SESSION_IDLE_TTL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ S3_BUCKET: 'b' }, 'S3_ACCESS_KEY_ID'],
    [{ TRUSTED_PROXIES: '10.0.0.1, proxy.internal' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ HTTP_HEADERS_TIMEOUT_MS: '10' }, 'HTTP_HEADERS_TIMEOUT_MS'],
    [{ HTTP_HEADERS_TIMEOUT_MS: '30000', HTTP_REQUEST_TIMEOUT_MS: '20000' }, 'HTTP_HEADERS_TIMEOUT_MS'],
    [{ MAIL_RELAY_DOMAIN: 'not a domain' }, 'MAIL_RELAY_DOMAIN'],
    [{ LISTING_STATS_FLUSH_MS: '0' }, 'LISTING_STATS_FLUSH_MS'],
    [{ MAIL_TOKEN_SECRET: 'short' }, 'MAIL_TOKEN_SECRET'],
    [{ DOCUSIGN_ACCOUNT_ID: 'a0b1c2d3' }, 'DOCUSIGN_INTEGRATION_KEY'],
    [{ DOCUSIGN_OAUTH_URL: 'account-d.docusign.com' }, 'DOCUSIGN_OAUTH_URL'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_CLIENT_ID'],
    [{ OIDC_CLIENT_ID: 'rentals', OIDC_CLIENT_SECRET: 's' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'id.example.com', OIDC_CLIENT_ID: 'rentals', OIDC_CLIENT_SECRET: 's' }, 'OIDC_ISSUER'],
    [
      {
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX_IN_PRODUCTION: '1',
        OIDC_ISSUER: 'http://id.example.com',
        OIDC_CLIENT_ID: 'rentals',
        OIDC_CLIENT_SECRET: 's',
      },
      'OIDC_ISSUER',
    ],
  ])('stops on %o with one line naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
  });

  it('takes a plain-HTTP issuer in production only on this machine', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX_IN_PRODUCTION: '1',
      OIDC_CLIENT_ID: 'rentals',
      OIDC_CLIENT_SECRET: 's',
    };
    for (const issuer of ['http://127.0.0.1:4000', 'http://localhost:4000', 'http://[::1]:4000']) {
      expect(loadConfig({ ...production, OIDC_ISSUER: issuer }).OIDC_ISSUER).toBe(issuer);
    }
    for (const issuer of [
      'http://10.0.0.5',
      'http://127.0.0.1.example.com',
      'http://localhost.example.com',
    ]) {
      expect(() => loadConfig({ ...production, OIDC_ISSUER: issuer })).toThrow(/OIDC_ISSUER/);
    }
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' })).toMatchObject({
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
    });
  });

  it('reads TRUSTED_PROXIES as a list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, ::1 ,,192.0.2.7 ' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '::1',
      '192.0.2.7',
    ]);
  });
});
