import { createPrivateKey } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DATA_EXPORT_LINK_DAYS_DEFAULT } from '@rentals/domain/privacy/rules';
import { CONFIRMATION_MAX_DAYS_DEFAULT } from '@rentals/domain/listings/availability-confirmation';
import { DEFAULT_ACCOUNT_DELETION_GRACE_DAYS } from '@rentals/domain/data-rights/rules';
import { FILE_SWEEP_GRACE_HOURS_DEFAULT } from '@rentals/domain/files/sweep-rules';
import { isMasterKeyText } from './adapters/crypto/master-keys';
import { parseProxyEntry } from './http/client-ip';

/** Where the repository root is, so paths resolve the same from src/ (tsx) and dist/ (built). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const masterKey = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isMasterKeyText(v), {
    message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
  });

/** An optional secret: blank is unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A PEM private key, its line breaks written as `\n` where the environment keeps one line. */
const privateKeyPem = z
  .string()
  .optional()
  .transform((v) => v?.replace(/\\n/g, '\n').trim() || undefined)
  .refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return createPrivateKey(v).asymmetricKeyType === 'rsa';
      } catch {
        return false;
      }
    },
    { message: 'must be an RSA private key in PEM (-----BEGIN RSA PRIVATE KEY-----…)' },
  );

/** The DocuSign settings that turn it on together: one without the others is refused. */
const DOCUSIGN_REQUIRED = [
  'DOCUSIGN_ACCOUNT_ID',
  'DOCUSIGN_INTEGRATION_KEY',
  'DOCUSIGN_USER_ID',
  'DOCUSIGN_PRIVATE_KEY',
  'DOCUSIGN_CONNECT_HMAC_KEY',
] as const;

/** The Stripe settings that turn it on together: one without the others is refused. */
const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const;

/** The OpenID Connect settings that turn hosted login on together: one without the others is refused. */
const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  /** How long the SMTP server may take to connect, greet or answer, before delivery is postponed. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  MAIL_FROM: z.string().default('Rentals <no-reply@rentals.local>'),
  /**
   * The domain of the relay addresses (reply+<token>@domain) that stand for each party of an
   * enquiry, so neither sees the other's real e-mail address.
   */
  MAIL_RELAY_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain name such as relay.example.com')
    .default('relay.rentals.local'),
  /** The seller named on every receipt (issue 21). */
  BUSINESS_NAME: z.string().trim().min(1).default('Rentals'),
  /** The seller's address on receipts; the line is left out while empty. */
  BUSINESS_ADDRESS: z.string().trim().default(''),
  /** The GST/HST registration number printed on receipts; the line is left out while empty. */
  BUSINESS_TAX_NUMBER: z.string().trim().default(''),
  /**
   * The key that signs the unsubscribe links of new-message e-mails. Without it, a random key kept
   * in DATA_DIR/mail-token.key (created on first use) signs them: set it when several API processes
   * do not share DATA_DIR.
   */
  MAIL_TOKEN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The master key that encrypts private documents and sensitive fields at rest: 32 bytes in base64
   * (`openssl rand -base64 32`). Without it, a random key kept in DATA_DIR/encryption.key (created
   * at first start, mode 0600) is used: set it when the API runs on several machines or from S3.
   */
  ENCRYPTION_KEY: masterKey,
  /** The master key being replaced, read-only, while `npm run keys:rotate` re-wraps what it encrypted. */
  ENCRYPTION_KEY_PREVIOUS: masterKey,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** How long the S3 store may take to connect, or stay silent in a request, before it fails. */
  S3_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** Days between a user's request to delete their own account and its deletion, during which they may cancel. */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90)
    .default(DEFAULT_ACCOUNT_DELETION_GRACE_DAYS),
  /** Session lifetime from sign-in in seconds (default 30 days), however often it is used. */
  SESSION_TTL: z.coerce.number().int().min(60).max(31_536_000).default(2_592_000),
  /**
   * How long a session may go unused before it ends, in seconds (default 7 days): a token left on
   * a forgotten device stops working long before SESSION_TTL, which still ends a session in use.
   */
  SESSION_IDLE_TTL: z.coerce.number().int().min(60).max(31_536_000).default(604_800),
  /**
   * The reverse proxies in front of the API, as addresses or CIDR ranges separated by commas: only
   * a request from one of them has its client address read from X-Forwarded-For (rate limits).
   * None by default: the client is the socket's peer.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every((entry) => parseProxyEntry(entry)), {
      message: 'must be IP addresses or CIDR ranges separated by commas',
    }),
  /**
   * How long a client may take to send a request's headers, then its whole request (a large
   * upload on a slow line included), and how long an idle keep-alive connection stays open, in
   * milliseconds. Set here because Node's defaults changed between versions, and a client that
   * sends a byte now and then would otherwise hold a connection for as long as it likes.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(900_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** A Photon or Nominatim compatible geocoder; the offline gazetteer of Canadian places otherwise. */
  GEOCODER_URL: optionalUrl(['http', 'https']),
  GEOCODER_KIND: z.enum(['photon', 'nominatim']).default('photon'),
  /** An OpenAI-compatible chat completions endpoint for listing descriptions; built-in text otherwise. */
  LLM_URL: optionalUrl(['http', 'https']),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** An OpenAI-compatible chat completions endpoint with vision, for scanImage; off otherwise. */
  VISION_URL: optionalUrl(['http', 'https']),
  VISION_API_KEY: z.string().optional(),
  VISION_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** Whether curated articles' links are requested to tell staff of broken ones (off: never checked). */
  LINK_CHECK: z.enum(['on', 'off']).default('on'),
  /** An e-mail-marketing list that new newsletter subscribers are POSTed to; off otherwise. */
  NEWSLETTER_URL: optionalUrl(['http', 'https']),
  NEWSLETTER_API_KEY: z.string().optional(),
  /**
   * DocuSign signs leases when its account, integration key, user and private key are set (JWT
   * grant), with the Connect HMAC key that verifies its webhook calls; the built-in ceremony otherwise.
   */
  DOCUSIGN_BASE_URL: z
    .string()
    .trim()
    .default('https://demo.docusign.net/restapi')
    .refine((v) => /^https?:\/\/[^/]/.test(v), { message: 'must start with http:// or https://' }),
  DOCUSIGN_OAUTH_URL: z
    .string()
    .trim()
    .default('https://account-d.docusign.com')
    .refine((v) => /^https?:\/\/[^/]/.test(v), { message: 'must start with http:// or https://' }),
  DOCUSIGN_ACCOUNT_ID: optionalText,
  DOCUSIGN_INTEGRATION_KEY: optionalText,
  DOCUSIGN_USER_ID: optionalText,
  DOCUSIGN_PRIVATE_KEY: privateKeyPem,
  DOCUSIGN_CONNECT_HMAC_KEY: optionalText,
  /** Map tiles for /search and listing maps ({z}/{x}/{y}, optional {s}); OpenStreetMap by default. */
  /**
   * Stripe takes card payments when its secret key, webhook signing secret and publishable key are
   * all set (one without the others is refused); the built-in sandbox checkout otherwise.
   */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** Where Stripe's API is (a local stand-in in tests); api.stripe.com by default. */
  STRIPE_API_URL: optionalUrl(['http', 'https']),
  /**
   * The key the built-in sandbox signs its webhook events with (as Stripe does); a random key per
   * process otherwise, which is enough because the sandbox delivers its events to its own process.
   */
  PAYMENTS_SANDBOX_WEBHOOK_SECRET: optionalText,
  /** '1' allows the sandbox checkout (no real money) with NODE_ENV=production, e.g. for a demo. */
  PAYMENTS_SANDBOX_IN_PRODUCTION: z.enum(['0', '1']).default('0'),
  /**
   * Hosted login (OpenID Connect, authorization code with PKCE) beside local accounts when the
   * issuer, client id and client secret are all set; the provider must allow the redirect URI
   * PUBLIC_URL/auth/oidc/callback.
   */
  OIDC_ISSUER: optionalUrl(['http', 'https']),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The provider's name on the login button ('Continue with …'); 'single sign-on' when unset. */
  OIDC_PROVIDER_NAME: optionalText,
  MAP_TILE_URL: z
    .string()
    .trim()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((v) => /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(v), {
      message: 'must be an http(s) URL template with {z}, {x} and {y}',
    }),
  MAP_ATTRIBUTION: z.string().trim().min(1).default('© OpenStreetMap contributors'),
  /**
   * How often each API process writes the listing figures it counted (views, impressions, …) in
   * one batch, in milliseconds: counting never writes a row in the request path.
   */
  /**
   * Days a public listing stays up without its owner confirming it is still available (issue 25):
   * past them it is unpublished and its owner told how to bring it back. Owners are asked every
   * 14 days (CONFIRMATION_INTERVAL_DAYS), so keep it above 14 for them to be asked at least once.
   */
  LISTING_CONFIRMATION_MAX_DAYS: z.coerce
    .number()
    .int()
    .min(15)
    .max(365)
    .default(CONFIRMATION_MAX_DAYS_DEFAULT),
  LISTING_STATS_FLUSH_MS: z.coerce.number().int().min(50).max(3_600_000).default(5000),
  /**
   * How often each API process looks for due jobs (10 s): reminders may go out up to this late.
   * Shorter in tests of several processes, so that each looks while another works through a backlog.
   */
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Days a data export's download link lasts (issue 25); its zip is deleted then. */
  DATA_EXPORT_LINK_DAYS: z.coerce.number().int().min(1).max(90).default(DATA_EXPORT_LINK_DAYS_DEFAULT),
  /** Days a poster has, from their first public listing, to be verified before it is hidden from search. */
  VERIFICATION_GRACE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /**
   * Days a verification's documents are kept after staff decide, then deleted (the decision, who
   * made it and why stay): long enough for the poster to question a decision, no longer.
   */
  VERIFICATION_DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Hours an upload nothing refers to is kept before the file sweep deletes it; at least one, so
   * a form being filled in never loses the files it has just uploaded.
   */
  FILE_SWEEP_GRACE_HOURS: z.coerce.number().int().min(1).max(8760).default(FILE_SWEEP_GRACE_HOURS_DEFAULT),
  /**
   * The bearer token Prometheus sends to read /metrics from another machine; unset, /metrics answers
   * only requests from this machine (loopback, after TRUSTED_PROXIES), and 404 to everyone else.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * How long a stopping process keeps serving with /readyz answering 503, so the load balancer takes
   * it out of rotation before its connections close (a little over the balancer's check interval).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * After the drain, how long requests under way (an upload on a slow line) may take to be answered
   * before their connections are cut: within an orchestrator's own grace (Kubernetes' is 30 s).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Loads demo accounts and cities into an empty database (on by default outside tests). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export type Config = z.output<typeof configSchema> & { dataDir: string; publicUrl: string };

/** Thrown for a bad environment: the message names the variable in one line. */
export class ConfigError extends Error {}

/** Reads and validates the environment once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Replaced by TRUSTED_PROXIES: ignoring it would put every client behind the proxy under one address.
  if (env.TRUST_PROXY !== undefined) {
    throw new ConfigError(
      'Invalid environment variable TRUST_PROXY: replaced by TRUSTED_PROXIES, the addresses of the proxies',
    );
  }
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const c = parsed.data;
  if (c.S3_BUCKET && !(c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid environment variable S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
  }
  const docusignSet = DOCUSIGN_REQUIRED.find((name) => c[name]);
  const docusignMissing = DOCUSIGN_REQUIRED.find((name) => !c[name]);
  if (docusignSet && docusignMissing) {
    throw new ConfigError(
      `Invalid environment variable ${docusignMissing}: required when ${docusignSet} is set (DocuSign needs all of ${DOCUSIGN_REQUIRED.join(', ')})`,
    );
  }
  const stripeSet = STRIPE_REQUIRED.find((name) => c[name]);
  const stripeMissing = STRIPE_REQUIRED.find((name) => !c[name]);
  if (stripeSet && stripeMissing) {
    throw new ConfigError(
      `Invalid environment variable ${stripeMissing}: required when ${stripeSet} is set (Stripe needs all of ${STRIPE_REQUIRED.join(', ')})`,
    );
  }
  if (!stripeSet && c.NODE_ENV === 'production' && c.PAYMENTS_SANDBOX_IN_PRODUCTION !== '1') {
    throw new ConfigError(
      `Invalid environment variable STRIPE_SECRET_KEY: required in production (set ${STRIPE_REQUIRED.join(', ')}), or PAYMENTS_SANDBOX_IN_PRODUCTION=1 to take test payments with the built-in sandbox`,
    );
  }
  // Node refuses to start a server whose headers may take longer than its whole request.
  if (c.HTTP_HEADERS_TIMEOUT_MS > c.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid environment variable HTTP_HEADERS_TIMEOUT_MS: must not be above HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  const oidcSet = OIDC_REQUIRED.find((name) => c[name]);
  const oidcMissing = OIDC_REQUIRED.find((name) => !c[name]);
  if (oidcSet && oidcMissing) {
    throw new ConfigError(
      `Invalid environment variable ${oidcMissing}: required when ${oidcSet} is set (hosted login needs all of ${OIDC_REQUIRED.join(', ')})`,
    );
  }
  // Tokens and the client secret travel to the issuer: in production plain HTTP only to a provider
  // on this machine (loopback: nothing leaves it), as for a sidecar or the browser tests' provider.
  if (c.OIDC_ISSUER?.startsWith('http://') && c.NODE_ENV === 'production' && !isLoopback(c.OIDC_ISSUER)) {
    throw new ConfigError(
      'Invalid environment variable OIDC_ISSUER: must start with https:// in production (http:// only on 127.0.0.1, ::1 or localhost)',
    );
  }
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}

/** Whether a URL names this machine: 127.0.0.0/8, ::1 or localhost. */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}
