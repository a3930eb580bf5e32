import { createSignerToken } from '../../adapters/esign/signer-token';
import { signingKey } from '../messaging/message-email-token';
import type { Config } from '../../config';

/*
 * Where a lease is read and signed. A signer's e-mailed link carries a token bound to the lease,
 * the signer and the signing deadline, so a signer without an account (a guarantor) signs from it;
 * with either signing service the link opens the product's page, which asks the service for a
 * fresh view of the ceremony.
 */

type LinkConfig = Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir' | 'publicUrl'>;

export const leasePagePath = (leaseId: string) => `/leases/${leaseId}`;
export const leaseSignPath = (leaseId: string) => `/leases/${leaseId}/sign`;

/** The signing page of one signer, with their token (valid until `expiresAt`). */
export function signerLink(
  config: LinkConfig,
  leaseId: string,
  signerId: string,
  expiresAt: Date,
  returnTo?: string,
): string {
  const token = createSignerToken(signingKey(config), { leaseId, signerId, expiresAt });
  const query = new URLSearchParams({ signer: signerId, token });
  if (returnTo) query.set('return', returnTo);
  return `${config.publicUrl}${leaseSignPath(leaseId)}?${query}`;
}
