import type { Locale } from '@rentals/domain/users/enums';
import type { SignerRole } from '@rentals/domain/leases/statuses';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { signingKey } from '../../modules/messaging/message-email-token';
import { createBuiltinEsign } from './builtin-esign';
import { createDocuSignEsign } from './docusign-esign';

/*
 * The signing service of leases (issue 19). The built-in adapter runs the ceremony in the product
 * (the lease pages open `/leases/<id>/sign`, the product seals the PDF when the last signer signs);
 * the DocuSign adapter hands the envelope to DocuSign's eSignature REST API, embedded signing, and
 * reads its status from Connect calls. Either way the lease service runs each status change through
 * the one status machine (@rentals/domain/leases/transitions), which refuses or ignores what was
 * already applied: the adapters only report events.
 */

export interface EnvelopeSigner {
  signerId: string;
  name: string;
  email: string;
  routingOrder: number;
  role: SignerRole;
  locale: Locale;
}

export interface CreateEnvelopeInput {
  leaseId: string;
  subject: string;
  message: string;
  pdf: Uint8Array;
  documentName: string;
  signers: EnvelopeSigner[];
}

/** One status change reported by the signing service (DocuSign Connect); the built-in adapter reports none: the product's own mutations are its events. */
export interface EsignEvent {
  envelopeId: string;
  /** our signer id (DocuSign clientUserId / recipientId mapping) */
  signerId: string | null;
  kind: 'SENT' | 'VIEWED' | 'SIGNED' | 'DECLINED' | 'COMPLETED' | 'VOIDED';
  at: Date;
  reason: string | null;
  ip: string | null;
}

export interface EsignAdapter {
  readonly name: 'builtin' | 'docusign';
  createEnvelope(input: CreateEnvelopeInput): Promise<{ envelopeId: string }>;
  /** A fresh URL where `signer` reviews and signs; after signing the browser returns to redirectUrl. */
  signerViewUrl(input: {
    envelopeId: string;
    leaseId: string;
    signer: EnvelopeSigner;
    redirectUrl: string;
  }): Promise<string>;
  voidEnvelope(envelopeId: string, reason: string): Promise<void>;
  /** The signed document as the service sealed it; null for the built-in adapter (the product seals it). */
  completedDocument(envelopeId: string): Promise<Uint8Array | null>;
  /** Verifies a webhook call's signature and reads its events; throws EsignWebhookError when the signature is missing or wrong. Built-in: always throws (it has no webhook). */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): EsignEvent[];
}

/** A webhook call that is not the signing service's: nothing it says may be applied. */
export class EsignWebhookError extends Error {}

/** DocuSign answers within this long, or the call fails. */
export const DOCUSIGN_TIMEOUT_MS = 15_000;

/** DocuSign when DOCUSIGN_* are set (loadConfig refuses a partial set), else built-in. */
export function createEsignAdapter(config: Config, log: Logger): EsignAdapter {
  const { DOCUSIGN_ACCOUNT_ID, DOCUSIGN_INTEGRATION_KEY, DOCUSIGN_USER_ID, DOCUSIGN_PRIVATE_KEY } = config;
  if (
    DOCUSIGN_ACCOUNT_ID &&
    DOCUSIGN_INTEGRATION_KEY &&
    DOCUSIGN_USER_ID &&
    DOCUSIGN_PRIVATE_KEY &&
    config.DOCUSIGN_CONNECT_HMAC_KEY
  ) {
    return createDocuSignEsign({
      baseUrl: config.DOCUSIGN_BASE_URL,
      oauthUrl: config.DOCUSIGN_OAUTH_URL,
      accountId: DOCUSIGN_ACCOUNT_ID,
      integrationKey: DOCUSIGN_INTEGRATION_KEY,
      userId: DOCUSIGN_USER_ID,
      privateKey: DOCUSIGN_PRIVATE_KEY,
      connectHmacKey: config.DOCUSIGN_CONNECT_HMAC_KEY,
      timeoutMs: DOCUSIGN_TIMEOUT_MS,
      log,
    });
  }
  // The key is read (or created in DATA_DIR) on the first link, not at start-up.
  return createBuiltinEsign({ publicUrl: config.publicUrl, key: () => signingKey(config) });
}
