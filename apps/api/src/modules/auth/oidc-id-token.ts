import { errors, jwtVerify } from 'jose';
import type { Logger } from '../../logger';
import { AppError } from '../../graphql/errors';
import type { HostedLoginSettings, HostedProvider } from './oidc-provider';

/** Slack for the clocks of this server and the provider when reading `exp` and `iat`. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** What hosted login reads from a verified id token. */
export interface HostedIdentity {
  subject: string;
  email: string | null;
  /** The provider vouches for the e-mail address (`email_verified` exactly true). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  nonce: string;
  expiresAt: Date;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * Verifies an id token: signed by one of the provider's published keys with an asymmetric
 * algorithm it announces, issued by it, for this client (and, among several audiences, authorized
 * for it), not expired, and carrying a subject and a nonce (equal to `expectedNonce` when given).
 * Any failure is OIDC_TOKEN_INVALID; the reason is logged, never the token.
 */
export async function verifyIdToken(
  provider: HostedProvider,
  settings: HostedLoginSettings,
  idToken: string,
  log: Logger,
  expectedNonce?: string,
): Promise<HostedIdentity> {
  const metadata = provider.client.serverMetadata();
  // Never 'none', never a shared-secret algorithm: the signature must come from the provider's keys.
  const algorithms = (metadata.id_token_signing_alg_values_supported ?? ['RS256']).filter(
    (alg) => alg !== 'none' && !alg.startsWith('HS'),
  );
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, provider.keys, {
      issuer: metadata.issuer,
      audience: settings.clientId,
      algorithms,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    }));
  } catch (error) {
    // A provider that cannot be reached is not a bad token: it fails as any outage does.
    if (!(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout) throw error;
    log.warn({ reason: error.code, issuer: metadata.issuer }, 'id token refused');
    throw new AppError('OIDC_TOKEN_INVALID');
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const nonce = text(payload.nonce);
  const refusal =
    (audiences.length > 1 && payload.azp !== settings.clientId && 'azp') ||
    (!nonce && 'nonce') ||
    (expectedNonce !== undefined && nonce !== expectedNonce && 'nonce mismatch') ||
    (!text(payload.sub) && 'sub');
  if (refusal) {
    log.warn({ reason: refusal, issuer: metadata.issuer }, 'id token refused');
    throw new AppError('OIDC_TOKEN_INVALID');
  }
  return {
    subject: payload.sub!,
    email: text(payload.email)?.toLowerCase() ?? null,
    emailVerified: payload.email_verified === true,
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
    nonce: nonce!,
    // Until the token stops being accepted, clock tolerance included: its nonce is kept that long.
    expiresAt: new Date((payload.exp! + CLOCK_TOLERANCE_SECONDS) * 1000),
  };
}
