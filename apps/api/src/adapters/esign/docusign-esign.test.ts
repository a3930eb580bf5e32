import { generateKeyPairSync, randomUUID, verify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeHttpServer,
  type FakeRequest,
} from '../../test/fake-http';
import {
  connectMessage,
  connectSignature,
  sendConnectEvent,
  type ConnectSignerSummary,
} from './connect-test-sender';
import { createDocuSignEsign, docuSignAnchors, DocuSignError } from './docusign-esign';
import { EsignWebhookError, type EnvelopeSigner, type EsignAdapter } from './esign';

const log = createLogger('silent');
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ACCOUNT = 'acc-0001';
const INTEGRATION_KEY = 'ik-0002';
const USER = 'user-0003';
const HMAC_KEY = 'connect-hmac-key-0004';
const ENVELOPE = 'a7d5a4b2-9c1e-4e0f-8b3a-1f2e3d4c5b6a';
const PDF = new Uint8Array(Buffer.from('%PDF-1.7\n\u00e9\u0000\u00ff binary\n%%EOF'));

let docusign: FakeHttpServer;
/** Where our webhook would be: the Connect sender posts to it. */
let receiver: FakeHttpServer;
let clock: Date;
let esign: EsignAdapter;

const landlord: EnvelopeSigner = {
  signerId: randomUUID(),
  name: 'Louise Landlord',
  email: 'louise@example.test',
  routingOrder: 1,
  role: 'LANDLORD',
  locale: 'en',
};
const tenant: EnvelopeSigner = {
  signerId: randomUUID(),
  name: 'Théo Tenant',
  email: 'theo@example.test',
  routingOrder: 2,
  role: 'TENANT',
  locale: 'fr',
};

/** The API's answers, as documented; `rest` answers the account's calls. */
function answering(rest: (request: FakeRequest) => FakeAnswer, expiresIn = 3600) {
  docusign.answer((request) =>
    request.url.pathname === '/oauth/token'
      ? { json: { access_token: 'access-token-1', token_type: 'Bearer', expires_in: expiresIn } }
      : rest(request),
  );
}

const tokenRequests = () => docusign.requests.filter((r) => r.url.pathname === '/oauth/token');
const restRequests = () => docusign.requests.filter((r) => r.url.pathname !== '/oauth/token');

beforeAll(async () => {
  [docusign, receiver] = await Promise.all([startFakeHttpServer(), startFakeHttpServer()]);
  receiver.answer(() => ({ status: 200 }));
});
afterAll(() => Promise.all([docusign.close(), receiver.close()]));

beforeEach(() => {
  docusign.requests.length = 0;
  receiver.requests.length = 0;
  clock = new Date('2026-03-01T12:00:00Z');
  esign = createDocuSignEsign({
    baseUrl: `${docusign.url}/restapi/`,
    oauthUrl: docusign.url,
    accountId: ACCOUNT,
    integrationKey: INTEGRATION_KEY,
    userId: USER,
    privateKey: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    connectHmacKey: HMAC_KEY,
    timeoutMs: 500,
    log,
    now: () => clock,
  });
});

describe('DocuSign JWT grant', () => {
  it('asks for a token with an RS256 assertion the public key verifies', async () => {
    answering(() => ({ status: 200, json: { status: 'voided' } }));
    await esign.voidEnvelope(ENVELOPE, 'Wrong rent');
    const [request] = tokenRequests();
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request!.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header, payload, signature] = form.get('assertion')!.split('.');
    const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    expect(json(header!)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const iat = clock.getTime() / 1000;
    expect(json(payload!)).toEqual({
      iss: INTEGRATION_KEY,
      sub: USER,
      aud: new URL(docusign.url).host,
      iat,
      exp: iat + 3600,
      scope: 'signature impersonation',
    });
    const signed = Buffer.from(`${header}.${payload}`);
    expect(verify('sha256', signed, publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);
    expect(restRequests()[0]!.headers.authorization).toBe('Bearer access-token-1');
  });

  it('keeps the token until five minutes before it expires, one request for parallel calls', async () => {
    answering(() => ({ status: 200, json: {} }));
    await Promise.all([esign.voidEnvelope(ENVELOPE, 'a'), esign.voidEnvelope(ENVELOPE, 'b')]);
    clock = new Date(clock.getTime() + 54 * 60_000);
    await esign.voidEnvelope(ENVELOPE, 'c');
    expect(tokenRequests()).toHaveLength(1);
    clock = new Date(clock.getTime() + 60_001);
    await esign.voidEnvelope(ENVELOPE, 'd');
    expect(tokenRequests()).toHaveLength(2);
    expect(restRequests()).toHaveLength(4);
  });

  it('gets a new token once when DocuSign answers 401, then gives up', async () => {
    answering(() => ({ status: 401, json: { errorCode: 'USER_AUTHENTICATION_FAILED', message: 'expired' } }));
    const failure = esign.voidEnvelope(ENVELOPE, 'x');
    await expect(failure).rejects.toThrow(DocuSignError);
    await expect(failure).rejects.toThrow(/USER_AUTHENTICATION_FAILED/);
    expect(tokenRequests()).toHaveLength(2);
    expect(restRequests()).toHaveLength(2);
  });

  it('reports a refused grant with its OAuth error, not the assertion', async () => {
    docusign.answer(() => ({ status: 400, json: { error: 'consent_required' } }));
    const failure = esign.voidEnvelope(ENVELOPE, 'x');
    await expect(failure).rejects.toThrow(/^DocuSign token request answered HTTP 400 \(consent_required\)$/);
  });
});

describe('DocuSign envelopes', () => {
  it('creates the envelope from the PDF, signers in routing order with anchor tabs', async () => {
    answering(() => ({
      status: 201,
      json: { envelopeId: ENVELOPE, status: 'sent', uri: `/envelopes/${ENVELOPE}` },
    }));
    const result = await esign.createEnvelope({
      leaseId: randomUUID(),
      subject: 'Lease for 12 Main St',
      message: 'Please review and sign.',
      pdf: PDF,
      documentName: 'Lease.pdf',
      signers: [landlord, tenant],
    });
    expect(result).toEqual({ envelopeId: ENVELOPE });
    const [request] = restRequests();
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe(`/restapi/v2.1/accounts/${ACCOUNT}/envelopes`);
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body) as {
      documents: { documentBase64: string }[];
      recipients: { signers: Record<string, unknown>[] };
    };
    expect(body).toMatchObject({
      emailSubject: 'Lease for 12 Main St',
      emailBlurb: 'Please review and sign.',
      documents: [{ name: 'Lease.pdf', fileExtension: 'pdf', documentId: '1' }],
      status: 'sent',
    });
    expect(new Uint8Array(Buffer.from(body.documents[0]!.documentBase64, 'base64'))).toEqual(PDF);
    expect(body).not.toHaveProperty('eventNotification');
    const tabsOf = (signer: EnvelopeSigner) => {
      const anchors = docuSignAnchors(signer.signerId);
      const tab = (anchorString: string) => ({
        anchorString,
        anchorUnits: 'pixels',
        anchorXOffset: '0',
        anchorYOffset: '0',
      });
      return {
        signHereTabs: [tab(anchors.signHere)],
        initialHereTabs: [tab(anchors.initialHere)],
        dateSignedTabs: [tab(anchors.dateSigned)],
      };
    };
    expect(body.recipients.signers).toEqual([
      {
        email: landlord.email,
        name: landlord.name,
        recipientId: '1',
        routingOrder: '1',
        clientUserId: landlord.signerId,
        emailNotification: expect.objectContaining({ supportedLanguage: 'en' }) as unknown,
        tabs: tabsOf(landlord),
      },
      {
        email: tenant.email,
        name: tenant.name,
        recipientId: '2',
        routingOrder: '2',
        clientUserId: tenant.signerId,
        emailNotification: expect.objectContaining({ supportedLanguage: 'fr_CA' }) as unknown,
        tabs: tabsOf(tenant),
      },
    ]);
    expect(docuSignAnchors('s1')).toEqual({
      signHere: '/sig-s1/',
      initialHere: '/ini-s1/',
      dateSigned: '/dat-s1/',
    });
  });

  it('asks for the signer’s embedded view with the return address', async () => {
    const viewUrl = 'https://demo.docusign.net/Signing/MTRedeem/v1/abc?slt=xyz';
    answering(() => ({ status: 201, json: { url: viewUrl } }));
    const returned = await esign.signerViewUrl({
      envelopeId: ENVELOPE,
      leaseId: randomUUID(),
      signer: tenant,
      redirectUrl: 'https://rentals.example/leases/1?signed=1',
    });
    expect(returned).toBe(viewUrl);
    const [request] = restRequests();
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe(
      `/restapi/v2.1/accounts/${ACCOUNT}/envelopes/${ENVELOPE}/views/recipient`,
    );
    expect(JSON.parse(request!.body)).toEqual({
      returnUrl: 'https://rentals.example/leases/1?signed=1',
      authenticationMethod: 'none',
      email: tenant.email,
      userName: tenant.name,
      clientUserId: tenant.signerId,
    });
  });

  it('voids the envelope with the reason', async () => {
    answering(() => ({ status: 200, json: {} }));
    await esign.voidEnvelope(ENVELOPE, 'The rent was wrong');
    const [request] = restRequests();
    expect(request!.method).toBe('PUT');
    expect(request!.url.pathname).toBe(`/restapi/v2.1/accounts/${ACCOUNT}/envelopes/${ENVELOPE}`);
    expect(JSON.parse(request!.body)).toEqual({ status: 'voided', voidedReason: 'The rent was wrong' });
  });

  it('downloads the combined signed document as bytes', async () => {
    answering(() => ({ bytes: PDF, contentType: 'application/pdf' }));
    expect(await esign.completedDocument(ENVELOPE)).toEqual(PDF);
    const [request] = restRequests();
    expect(request!.method).toBe('GET');
    expect(request!.url.pathname).toBe(
      `/restapi/v2.1/accounts/${ACCOUNT}/envelopes/${ENVELOPE}/documents/combined`,
    );
    expect(request!.url.searchParams.get('certificate')).toBe('true');
    expect(request!.headers.accept).toBe('application/pdf');
  });

  it('throws DocuSign’s error code and message, never the token, and times out', async () => {
    answering(() => ({
      status: 400,
      json: {
        errorCode: 'ENVELOPE_CANNOT_VOID_INVALID_STATE',
        message: 'Only envelopes in the Sent state can be voided.',
      },
    }));
    const failure = esign.voidEnvelope(ENVELOPE, 'x');
    await expect(failure).rejects.toMatchObject({
      status: 400,
      errorCode: 'ENVELOPE_CANNOT_VOID_INVALID_STATE',
    });
    const error = (await failure.catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(
      'DocuSign void answered HTTP 400 (ENVELOPE_CANNOT_VOID_INVALID_STATE: Only envelopes in the Sent state can be voided.)',
    );
    expect(error.message).not.toContain('access-token-1');
    answering(() => 'hang');
    await expect(esign.completedDocument(ENVELOPE)).rejects.toThrow(/did not answer within 500 ms/);
  });
});

describe('DocuSign Connect webhook', () => {
  const signers = (overrides: Partial<Record<'landlord' | 'tenant', Partial<ConnectSignerSummary>>> = {}) => [
    {
      recipientId: '1',
      clientUserId: landlord.signerId,
      status: 'completed' as const,
      ...overrides.landlord,
    },
    { recipientId: '2', clientUserId: tenant.signerId, status: 'sent' as const, ...overrides.tenant },
  ];

  /** Sends the message through the local Connect sender and gives what our endpoint received. */
  async function deliver(payload: unknown, headers: Record<string, string> = {}, key = HMAC_KEY) {
    const response = await sendConnectEvent(`${receiver.url}/webhooks/docusign`, key, payload, headers);
    expect(response.status).toBe(200);
    const request = receiver.requests.at(-1)!;
    return { headers: request.headers, rawBody: Buffer.from(request.body, 'utf8') };
  }

  it('reads a signed recipient event as the signer’s own event, at its own time', async () => {
    const message = connectMessage({
      event: 'recipient-completed',
      envelopeId: ENVELOPE,
      recipientId: '2',
      generatedDateTime: '2026-03-02T10:00:05.1230000Z',
      signers: signers({ tenant: { status: 'completed', signedDateTime: '2026-03-02T10:00:01.4560000Z' } }),
    });
    const { headers, rawBody } = await deliver(message);
    expect(headers['x-docusign-signature-1']).toBe(connectSignature(HMAC_KEY, rawBody));
    expect(esign.parseWebhook(headers, rawBody)).toEqual([
      {
        envelopeId: ENVELOPE,
        signerId: tenant.signerId,
        kind: 'SIGNED',
        at: new Date('2026-03-02T10:00:01.456Z'),
        reason: null,
        ip: null,
      },
    ]);
  });

  it('refuses a wrong signature, a missing one and a body changed by one byte', async () => {
    const message = connectMessage({
      event: 'envelope-completed',
      envelopeId: ENVELOPE,
      generatedDateTime: '2026-03-02T10:00:05Z',
      signers: signers(),
    });
    const wrongKey = await deliver(message, {}, 'another-key');
    expect(() => esign.parseWebhook(wrongKey.headers, wrongKey.rawBody)).toThrow(EsignWebhookError);

    const { headers, rawBody } = await deliver(message);
    const unsigned = { ...headers };
    delete unsigned['x-docusign-signature-1'];
    expect(() => esign.parseWebhook(unsigned, rawBody)).toThrow(/no X-DocuSign-Signature/);
    const changed = Buffer.from(rawBody);
    const at = changed.indexOf('completed');
    changed[at] = changed[at]! ^ 0x01;
    expect(() => esign.parseWebhook(headers, changed)).toThrow(EsignWebhookError);
    const garbled = { ...headers, 'x-docusign-signature-1': `${String(headers['x-docusign-signature-1'])}x` };
    expect(() => esign.parseWebhook(garbled, rawBody)).toThrow(EsignWebhookError);
    expect(esign.parseWebhook(headers, rawBody)).toHaveLength(1);
  });

  it('accepts the signature of any active key (X-DocuSign-Signature-2 during a rotation)', async () => {
    const message = connectMessage({
      event: 'envelope-sent',
      envelopeId: ENVELOPE,
      generatedDateTime: '2026-03-01T12:00:00Z',
    });
    const body = JSON.stringify(message);
    const { headers, rawBody } = await deliver(body, {
      'x-docusign-signature-1': connectSignature('the-old-key', body),
      'X-DocuSign-Signature-2': connectSignature(HMAC_KEY, body),
    });
    expect(esign.parseWebhook(headers, rawBody)).toEqual([
      {
        envelopeId: ENVELOPE,
        signerId: null,
        kind: 'SENT',
        at: new Date('2026-03-01T12:00:00Z'),
        reason: null,
        ip: null,
      },
    ]);
  });

  it('reads events delivered out of order, each with its own time', async () => {
    const signed = connectMessage({
      event: 'recipient-completed',
      envelopeId: ENVELOPE,
      recipientId: '1',
      generatedDateTime: '2026-03-02T09:05:00Z',
      signers: signers({
        landlord: { deliveredDateTime: '2026-03-02T09:00:00Z', signedDateTime: '2026-03-02T09:04:59Z' },
      }),
    });
    const viewed = connectMessage({
      event: 'recipient-delivered',
      envelopeId: ENVELOPE,
      recipientId: '1',
      generatedDateTime: '2026-03-02T09:00:01Z',
      signers: signers({ landlord: { status: 'delivered', deliveredDateTime: '2026-03-02T09:00:00Z' } }),
    });
    // The later event arrives first (a retry of the earlier one comes after).
    const first = await deliver(signed);
    const second = await deliver(viewed);
    const events = [
      ...esign.parseWebhook(first.headers, first.rawBody),
      ...esign.parseWebhook(second.headers, second.rawBody),
    ];
    expect(events.map((e) => [e.kind, e.signerId, e.at.toISOString()])).toEqual([
      ['SIGNED', landlord.signerId, '2026-03-02T09:04:59.000Z'],
      ['VIEWED', landlord.signerId, '2026-03-02T09:00:00.000Z'],
    ]);
  });

  it('reads a decline with its reason, the void with its reason, and completion', async () => {
    const declined = connectMessage({
      event: 'recipient-declined',
      envelopeId: ENVELOPE,
      recipientId: '2',
      generatedDateTime: '2026-03-03T08:00:00Z',
      signers: signers({
        tenant: {
          status: 'declined',
          declinedDateTime: '2026-03-03T07:59:58Z',
          declinedReason: 'Le loyer est faux',
        },
      }),
    });
    const voided = connectMessage({
      event: 'envelope-voided',
      envelopeId: ENVELOPE,
      generatedDateTime: '2026-03-04T08:00:00Z',
      envelope: { status: 'voided', voidedDateTime: '2026-03-04T07:00:00Z', voidedReason: 'Wrong unit' },
    });
    const completed = connectMessage({
      event: 'envelope-completed',
      envelopeId: ENVELOPE,
      generatedDateTime: '2026-03-05T08:00:00Z',
      envelope: { status: 'completed', completedDateTime: '2026-03-05T07:30:00Z' },
    });
    const read = async (payload: unknown) => {
      const { headers, rawBody } = await deliver(payload);
      return esign.parseWebhook(headers, rawBody);
    };
    expect(await read(declined)).toEqual([
      {
        envelopeId: ENVELOPE,
        signerId: tenant.signerId,
        kind: 'DECLINED',
        at: new Date('2026-03-03T07:59:58Z'),
        reason: 'Le loyer est faux',
        ip: null,
      },
    ]);
    expect(await read(voided)).toEqual([
      {
        envelopeId: ENVELOPE,
        signerId: null,
        kind: 'VOIDED',
        at: new Date('2026-03-04T07:00:00Z'),
        reason: 'Wrong unit',
        ip: null,
      },
    ]);
    expect(await read(completed)).toEqual([
      {
        envelopeId: ENVELOPE,
        signerId: null,
        kind: 'COMPLETED',
        at: new Date('2026-03-05T07:30:00Z'),
        reason: null,
        ip: null,
      },
    ]);
    // The envelope's decline names the signer who declined (when recipient events are not subscribed).
    const envelopeDeclined = connectMessage({
      event: 'envelope-declined',
      envelopeId: ENVELOPE,
      generatedDateTime: '2026-03-03T08:00:01Z',
      signers: signers({
        tenant: { status: 'declined', declinedDateTime: '2026-03-03T07:59:58Z', declinedReason: 'Non' },
      }),
    });
    expect(await read(envelopeDeclined)).toMatchObject([
      { kind: 'DECLINED', signerId: tenant.signerId, reason: 'Non' },
    ]);
  });

  it('reads unknown events, and recipient events it cannot tie to a signer, as nothing', async () => {
    const read = async (payload: unknown) => {
      const { headers, rawBody } = await deliver(payload);
      return esign.parseWebhook(headers, rawBody);
    };
    expect(
      await read(
        connectMessage({
          event: 'envelope-resent',
          envelopeId: ENVELOPE,
          generatedDateTime: '2026-03-01T12:00:00Z',
        }),
      ),
    ).toEqual([]);
    expect(
      await read(
        connectMessage({
          event: 'envelope-delivered',
          envelopeId: ENVELOPE,
          generatedDateTime: '2026-03-01T12:00:00Z',
        }),
      ),
    ).toEqual([]);
    expect(
      await read({
        event: 'recipient-completed',
        generatedDateTime: '2026-03-01T12:00:00Z',
        data: { envelopeId: ENVELOPE, recipientId: '1' },
      }),
    ).toEqual([]);
    expect(await read('[]')).toEqual([]);
    expect(
      await read(
        connectMessage({
          event: 'constructor',
          envelopeId: ENVELOPE,
          generatedDateTime: '2026-03-01T12:00:00Z',
        }),
      ),
    ).toEqual([]);
    // Without the signer's own time, the message's time stands for it.
    expect(
      await read(
        connectMessage({
          event: 'recipient-delivered',
          envelopeId: ENVELOPE,
          recipientId: '2',
          generatedDateTime: '2026-03-01T12:00:00.5000000Z',
          signers: signers({ tenant: { status: 'delivered' } }),
        }),
      ),
    ).toMatchObject([
      { kind: 'VIEWED', signerId: tenant.signerId, at: new Date('2026-03-01T12:00:00.500Z') },
    ]);
    const { headers, rawBody } = await deliver('<xml/>');
    expect(() => esign.parseWebhook(headers, rawBody)).toThrow(/not JSON/);
  });
});
