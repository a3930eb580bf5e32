import { randomUUID } from 'node:crypto';
import { LEASE_SIGNING_DAYS } from '@rentals/domain/leases/statuses';
import { EsignWebhookError, type EsignAdapter } from './esign';
import { createSignerToken } from './signer-token';

const DAY_MS = 86_400_000;

export interface BuiltinEsignOptions {
  /** The site's public address (config.publicUrl), without a trailing slash. */
  publicUrl: string;
  /** The server's key for tokens in links (signingKey(config)). */
  key: () => Buffer;
  now?: () => Date;
}

/**
 * The signing ceremony run by the product itself, no account needed: each signer opens
 * `/leases/<lease>/sign` (signed in, or from the e-mailed link's token), reviews the document,
 * consents to sign electronically, adopts a signature and initials and signs; the lease service
 * seals the PDF when the last one signs. The envelope is the lease's own record, so there is
 * nothing to void or download here, and no webhook: the product's mutations are the events.
 */
export function createBuiltinEsign(options: BuiltinEsignOptions): EsignAdapter {
  const now = options.now ?? (() => new Date());
  return {
    name: 'builtin',
    createEnvelope: () => Promise.resolve({ envelopeId: randomUUID() }),
    signerViewUrl({ leaseId, signer, redirectUrl }) {
      // The lease's deadline is LEASE_SIGNING_DAYS after it was sent, and it was sent by now: the
      // link lives no longer than that, and the status machine refuses anything on an expired lease.
      const token = createSignerToken(options.key(), {
        leaseId,
        signerId: signer.signerId,
        expiresAt: new Date(now().getTime() + LEASE_SIGNING_DAYS * DAY_MS),
      });
      const lease = encodeURIComponent(leaseId);
      const signerId = encodeURIComponent(signer.signerId);
      return Promise.resolve(
        `${options.publicUrl}/leases/${lease}/sign?signer=${signerId}&token=${token}&return=${encodeURIComponent(redirectUrl)}`,
      );
    },
    voidEnvelope: () => Promise.resolve(),
    completedDocument: () => Promise.resolve(null),
    parseWebhook() {
      throw new EsignWebhookError('the built-in signing service has no webhook');
    },
  };
}
