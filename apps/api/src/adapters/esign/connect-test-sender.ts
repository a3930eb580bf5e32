import { createHmac } from 'node:crypto';

/*
 * Tests' stand-in for DocuSign Connect: builds JSON SIM messages and posts them signed as Connect
 * does (X-DocuSign-Signature-1, the base64 HMAC-SHA256 of the body under the Connect HMAC key).
 */

/** The signature Connect puts in X-DocuSign-Signature-<n> for `body`. */
export function connectSignature(key: string, body: string | Buffer): string {
  return createHmac('sha256', key).update(body).digest('base64');
}

/** A signer of a message's envelope summary, as Connect describes it. */
export interface ConnectSignerSummary {
  recipientId: string;
  clientUserId: string;
  status: 'created' | 'sent' | 'delivered' | 'completed' | 'declined';
  deliveredDateTime?: string;
  signedDateTime?: string;
  declinedDateTime?: string;
  declinedReason?: string;
}

/** A JSON SIM message with its envelope summary and recipients, as the Connect configuration sends it. */
export function connectMessage(input: {
  event: string;
  envelopeId: string;
  generatedDateTime: string;
  /** The recipient a recipient-* event is about. */
  recipientId?: string;
  signers?: ConnectSignerSummary[];
  envelope?: {
    status?: string;
    sentDateTime?: string;
    completedDateTime?: string;
    declinedDateTime?: string;
    voidedDateTime?: string;
    voidedReason?: string;
  };
}) {
  return {
    event: input.event,
    apiVersion: 'v2.1',
    uri: `/restapi/v2.1/accounts/test-account/envelopes/${input.envelopeId}`,
    retryCount: 0,
    configurationId: 10001,
    generatedDateTime: input.generatedDateTime,
    data: {
      accountId: 'test-account',
      userId: 'test-user',
      envelopeId: input.envelopeId,
      ...(input.recipientId === undefined ? {} : { recipientId: input.recipientId }),
      envelopeSummary: {
        status: input.envelope?.status ?? 'sent',
        emailSubject: 'Lease',
        ...input.envelope,
        recipients: { signers: input.signers ?? [] },
      },
    },
  };
}

/**
 * POSTs `payload` (an object sent as JSON, or the exact body) to `url` signed with `key`, as
 * DocuSign Connect does; `headers` adds or replaces headers (a second signature, a wrong one).
 */
export async function sendConnectEvent(
  url: string,
  key: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-authorization-digest': 'HMACSHA256',
      'x-docusign-signature-1': connectSignature(key, body),
      ...headers,
    },
    body,
    signal: AbortSignal.timeout(5000),
  });
}
