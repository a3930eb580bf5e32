import { createHmac, createPrivateKey, sign as signBytes, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@rentals/domain/users/enums';
import type { Logger } from '../../logger';
import { EsignWebhookError, type EnvelopeSigner, type EsignAdapter, type EsignEvent } from './esign';

/*
 * DocuSign's eSignature REST API v2.1 (JSON), embedded signing: every signer has a clientUserId
 * (our signer id), so DocuSign e-mails them nothing and the product opens their signing view.
 *
 * Tabs are placed by anchor strings the lease PDF generator prints, in white text, inside each
 * signer's box: `/sig-<signer id>/` where they sign, `/ini-<signer id>/` where they initial (every
 * page: DocuSign puts a tab on each occurrence), `/dat-<signer id>/` where the signing date goes.
 * A missing anchor makes DocuSign refuse the envelope, which is what a broken document deserves.
 *
 * Status comes from Connect, the account-level configuration (JSON SIM, HMAC on, recipients
 * included), posting to `${PUBLIC_URL}/webhooks/docusign`: one place holds the URL, the HMAC keys
 * and the retry policy, so envelopes carry no eventNotification. Connect retries and posts in
 * parallel, so events arrive out of order; each carries its own time, and the lease service applies
 * them through the status machine, which ignores those already applied (VIEWED after SIGNED, a
 * second COMPLETED, anything on a closed lease).
 */

export interface DocuSignOptions {
  /** `https://<server>.docusign.net/restapi`. */
  baseUrl: string;
  /** `https://account-d.docusign.com` (demo) or `https://account.docusign.com`. */
  oauthUrl: string;
  accountId: string;
  integrationKey: string;
  /** The user the integration acts as (JWT grant `sub`), who consented to impersonation. */
  userId: string;
  /** The integration's RSA private key, PEM. */
  privateKey: string;
  /** The Connect HMAC key the webhook calls are signed with. */
  connectHmacKey: string;
  timeoutMs: number;
  log: Logger;
  now?: () => Date;
}

/** A DocuSign call that failed: its HTTP status and DocuSign's error code, never a token. */
export class DocuSignError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly errorCode: string | null,
  ) {
    super(message);
  }
}

/** An access token is used until this long before DocuSign says it expires. */
const TOKEN_MARGIN_MS = 5 * 60_000;
const JWT_LIFETIME_S = 3600;
/** DocuSign's signing experience languages for the product's locales. */
const DOCUSIGN_LANGUAGE: Record<Locale, string> = { en: 'en', fr: 'fr_CA' };

/** The anchor strings the PDF generator prints in a signer's box (see above). */
export function docuSignAnchors(signerId: string) {
  return { signHere: `/sig-${signerId}/`, initialHere: `/ini-${signerId}/`, dateSigned: `/dat-${signerId}/` };
}

const anchorTab = (anchorString: string) => ({
  anchorString,
  anchorUnits: 'pixels',
  anchorXOffset: '0',
  anchorYOffset: '0',
});

/** A DocuSign time (`2024-05-01T14:03:12.7830000Z`) as a Date, or null. */
function timeOf(value: unknown): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? null : date;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

interface ConnectSigner {
  recipientId?: string;
  clientUserId?: string;
  status?: string;
  deliveredDateTime?: string;
  signedDateTime?: string;
  declinedDateTime?: string;
  declinedReason?: string;
}

interface ConnectMessage {
  event?: string;
  generatedDateTime?: string;
  data?: {
    envelopeId?: string;
    recipientId?: string;
    envelopeSummary?: {
      sentDateTime?: string;
      completedDateTime?: string;
      declinedDateTime?: string;
      voidedDateTime?: string;
      voidedReason?: string;
      recipients?: { signers?: ConnectSigner[] };
    };
  };
}

/** Connect's recipient events: the signer's own time field for each. */
const RECIPIENT_EVENTS = new Map<
  string,
  { kind: 'VIEWED' | 'SIGNED' | 'DECLINED'; time: keyof ConnectSigner }
>([
  ['recipient-delivered', { kind: 'VIEWED', time: 'deliveredDateTime' }],
  ['recipient-completed', { kind: 'SIGNED', time: 'signedDateTime' }],
  ['recipient-declined', { kind: 'DECLINED', time: 'declinedDateTime' }],
]);

type EnvelopeSummary = NonNullable<NonNullable<ConnectMessage['data']>['envelopeSummary']>;

/** Connect's envelope events: the envelope's own time field for each. */
const ENVELOPE_EVENTS = new Map<
  string,
  { kind: 'SENT' | 'COMPLETED' | 'VOIDED'; time: keyof EnvelopeSummary }
>([
  ['envelope-sent', { kind: 'SENT', time: 'sentDateTime' }],
  ['envelope-completed', { kind: 'COMPLETED', time: 'completedDateTime' }],
  ['envelope-voided', { kind: 'VOIDED', time: 'voidedDateTime' }],
]);

export function createDocuSignEsign(options: DocuSignOptions): EsignAdapter {
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/+$/, '');
  const oauthUrl = options.oauthUrl.replace(/\/+$/, '');
  const privateKey = createPrivateKey(options.privateKey.replace(/\\n/g, '\n'));
  const accountPath = `${base}/v2.1/accounts/${encodeURIComponent(options.accountId)}`;
  const { log } = options;

  let cached: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  /** The JWT grant's assertion, RS256-signed with the integration's private key. */
  function assertion(): string {
    const iat = Math.floor(now().getTime() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
      iss: options.integrationKey,
      sub: options.userId,
      aud: new URL(oauthUrl).host,
      iat,
      exp: iat + JWT_LIFETIME_S,
      scope: 'signature impersonation',
    })}`;
    return `${signed}.${signBytes('sha256', Buffer.from(signed), privateKey).toString('base64url')}`;
  }

  /** DocuSign's reason for a failed answer: `errorCode: message` (REST) or `error: description` (OAuth). */
  async function failure(operation: string, response: Response): Promise<DocuSignError> {
    let code: string | null = null;
    let detail = '';
    try {
      const body = (await response.json()) as Record<string, unknown>;
      code = text(body.errorCode) ?? text(body.error);
      detail = text(body.message) ?? text(body.error_description) ?? '';
    } catch {
      // Not JSON: the status says enough.
    }
    const reason = [code, detail.slice(0, 300)].filter(Boolean).join(': ');
    return new DocuSignError(
      `DocuSign ${operation} answered HTTP ${response.status}${reason ? ` (${reason})` : ''}`,
      response.status,
      code,
    );
  }

  async function send(operation: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new DocuSignError(
        `DocuSign ${operation} ${timedOut ? `did not answer within ${options.timeoutMs} ms` : 'could not be reached'}`,
        null,
        null,
      );
    }
  }

  async function requestToken(): Promise<string> {
    const response = await send('token request', `${oauthUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: assertion(),
      }).toString(),
    });
    if (!response.ok) throw await failure('token request', response);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    const token = text(body.access_token);
    if (!token) throw new DocuSignError('DocuSign token request answered no access_token', 200, null);
    const lifetimeMs =
      (typeof body.expires_in === 'number' ? body.expires_in : Number(body.expires_in)) * 1000;
    cached = {
      token,
      until: now().getTime() + (Number.isFinite(lifetimeMs) ? lifetimeMs : 0) - TOKEN_MARGIN_MS,
    };
    return token;
  }

  /** A valid access token: the cached one, or one request shared by the calls waiting for it. */
  function accessToken(): Promise<string> {
    if (cached && now().getTime() < cached.until) return Promise.resolve(cached.token);
    pending ??= requestToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** Calls the account's API; a 401 (a token revoked early) gets one more try with a new token. */
  async function call(
    operation: string,
    method: string,
    path: string,
    body?: unknown,
    accept = 'application/json',
  ): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      const token = await accessToken();
      const response = await send(operation, `${accountPath}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.ok) return response;
      if (response.status === 401 && attempt === 1) {
        await response.body?.cancel();
        if (cached?.token === token) cached = null;
        continue;
      }
      throw await failure(operation, response);
    }
  }

  const envelopePath = (envelopeId: string) => `/envelopes/${encodeURIComponent(envelopeId)}`;

  function verifySignature(headers: Record<string, string | string[] | undefined>, rawBody: Buffer) {
    // One header per active HMAC key (X-DocuSign-Signature-1, -2, …): one of them must match ours.
    const given = Object.entries(headers)
      .filter(([name]) => /^x-docusign-signature-\d+$/i.test(name))
      .flatMap(([, value]) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
    if (!given.length) throw new EsignWebhookError('the call has no X-DocuSign-Signature header');
    const expected = Buffer.from(
      createHmac('sha256', options.connectHmacKey).update(rawBody).digest('base64'),
    );
    const matches = given.some((signature) => {
      const candidate = Buffer.from(signature.trim());
      return candidate.length === expected.length && timingSafeEqual(candidate, expected);
    });
    if (!matches) throw new EsignWebhookError('the call is not signed with the Connect HMAC key');
  }

  function eventsOf(message: ConnectMessage): EsignEvent[] {
    const event = message.event ?? '';
    const data = message.data ?? {};
    const envelopeId = text(data.envelopeId);
    const summary = data.envelopeSummary ?? {};
    const signers = summary.recipients?.signers ?? [];
    const generated = timeOf(message.generatedDateTime);
    // The envelope's decline stands for its signer's (when recipient events are not subscribed).
    const recipientEvent =
      event === 'envelope-declined'
        ? ({ kind: 'DECLINED', time: 'declinedDateTime' } as const)
        : RECIPIENT_EVENTS.get(event);
    const envelopeEvent = ENVELOPE_EVENTS.get(event);
    if (!recipientEvent && !envelopeEvent) return [];
    if (!envelopeId) {
      log.warn({ event }, 'DocuSign Connect message without an envelope id ignored');
      return [];
    }
    if (recipientEvent) {
      // The signer is the recipient the event names, or for the envelope's decline the one who declined.
      const signer =
        event === 'envelope-declined'
          ? signers.find((s) => s.status?.toLowerCase() === 'declined')
          : signers.find(
              (s) => s.recipientId !== undefined && String(s.recipientId) === String(data.recipientId),
            );
      const signerId = text(signer?.clientUserId);
      const { kind } = recipientEvent;
      const at = timeOf(signer?.[recipientEvent.time]) ?? generated;
      if (!signerId || !at) {
        log.warn(
          { event, envelopeId },
          'DocuSign Connect message without its signer ignored: include recipients in the Connect configuration',
        );
        return [];
      }
      const reason = kind === 'DECLINED' ? text(signer?.declinedReason) : null;
      return [{ envelopeId, signerId, kind, at, reason, ip: null }];
    }
    const { kind, time } = envelopeEvent!;
    const at = timeOf(summary[time]) ?? generated;
    if (!at) {
      log.warn({ event, envelopeId }, 'DocuSign Connect message without a time ignored');
      return [];
    }
    const reason = kind === 'VOIDED' ? text(summary.voidedReason) : null;
    return [{ envelopeId, signerId: null, kind, at, reason, ip: null }];
  }

  return {
    name: 'docusign',

    async createEnvelope(input) {
      const response = await call('envelope creation', 'POST', '/envelopes', {
        emailSubject: input.subject,
        emailBlurb: input.message,
        documents: [
          {
            documentBase64: Buffer.from(input.pdf).toString('base64'),
            name: input.documentName,
            fileExtension: 'pdf',
            documentId: '1',
          },
        ],
        recipients: {
          signers: input.signers.map((signer: EnvelopeSigner, i) => {
            const anchors = docuSignAnchors(signer.signerId);
            return {
              email: signer.email,
              name: signer.name,
              recipientId: String(i + 1),
              routingOrder: String(signer.routingOrder),
              // Embedded signing: the product opens the signer's view (signerViewUrl).
              clientUserId: signer.signerId,
              // The language of the signer's signing pages.
              emailNotification: {
                emailSubject: input.subject,
                emailBody: input.message,
                supportedLanguage: DOCUSIGN_LANGUAGE[signer.locale],
              },
              tabs: {
                signHereTabs: [anchorTab(anchors.signHere)],
                initialHereTabs: [anchorTab(anchors.initialHere)],
                dateSignedTabs: [anchorTab(anchors.dateSigned)],
              },
            };
          }),
        },
        status: 'sent',
      });
      const body = (await response.json()) as { envelopeId?: unknown };
      const envelopeId = text(body.envelopeId);
      if (!envelopeId)
        throw new DocuSignError('DocuSign envelope creation answered no envelopeId', 201, null);
      return { envelopeId };
    },

    async signerViewUrl({ envelopeId, signer, redirectUrl }) {
      const response = await call('recipient view', 'POST', `${envelopePath(envelopeId)}/views/recipient`, {
        returnUrl: redirectUrl,
        authenticationMethod: 'none',
        email: signer.email,
        userName: signer.name,
        clientUserId: signer.signerId,
      });
      const body = (await response.json()) as { url?: unknown };
      const url = text(body.url);
      if (!url) throw new DocuSignError('DocuSign recipient view answered no url', 201, null);
      return url;
    },

    async voidEnvelope(envelopeId, reason) {
      const response = await call('void', 'PUT', envelopePath(envelopeId), {
        status: 'voided',
        voidedReason: reason,
      });
      await response.body?.cancel();
    },

    async completedDocument(envelopeId) {
      // The sealed copy with DocuSign's certificate of completion (each signer's times and address).
      const response = await call(
        'document download',
        'GET',
        `${envelopePath(envelopeId)}/documents/combined?certificate=true`,
        undefined,
        'application/pdf',
      );
      return new Uint8Array(await response.arrayBuffer());
    },

    parseWebhook(headers, rawBody) {
      verifySignature(headers, rawBody);
      let message: unknown;
      try {
        message = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new EsignWebhookError('the Connect call is not JSON (configure the JSON SIM format)');
      }
      if (typeof message !== 'object' || message === null || Array.isArray(message)) return [];
      return eventsOf(message as ConnectMessage);
    },
  };
}
