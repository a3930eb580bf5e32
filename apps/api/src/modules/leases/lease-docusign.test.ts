import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectMessage,
  sendConnectEvent,
  type ConnectSignerSummary,
} from '../../adapters/esign/connect-test-sender';
import { leaseEvents } from '../../db/schema/leases';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http';
import type { TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { extractText } from './pdf/test-extract';
import { sentLease, type LeaseFields } from './test-leases';

/*
 * Leases held by DocuSign: createLease opens an envelope from the generated PDF with each
 * signer's anchors, and Connect's signed reports (the source of truth) move the lease through the
 * same status machine, forged ones refused and out-of-order ones retried.
 */

const HMAC = 'connect-hmac-key-for-tests';
const SEALED = Buffer.from('%PDF-1.7\nsealed by the service\n%%EOF');
let docusign: FakeHttpServer;
let server: HttpTestServer;
let api: TestApi;
let base: string;
let envelopeCount = 0;

beforeAll(async () => {
  docusign = await startFakeHttpServer();
  docusign.answer((request) => {
    const path = request.url.pathname;
    if (path === '/oauth/token')
      return { json: { access_token: 'token-1', token_type: 'Bearer', expires_in: 3600 } };
    if (path.endsWith('/envelopes') && request.method === 'POST')
      return { status: 201, json: { envelopeId: `env-${++envelopeCount}`, status: 'sent' } };
    if (path.endsWith('/views/recipient'))
      return { status: 201, json: { url: 'https://demo.docusign.net/Signing/abc' } };
    if (path.endsWith('/documents/combined'))
      return { bytes: SEALED, contentType: 'application/pdf' } as never;
    return { status: 404, json: { errorCode: 'NOT_FOUND', message: path } };
  });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  server = await startHttpTestServer({
    env: {
      DOCUSIGN_BASE_URL: `${docusign.url}/restapi`,
      DOCUSIGN_OAUTH_URL: docusign.url,
      DOCUSIGN_ACCOUNT_ID: 'acc-1',
      DOCUSIGN_INTEGRATION_KEY: 'ik-1',
      DOCUSIGN_USER_ID: 'user-1',
      DOCUSIGN_PRIVATE_KEY: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      DOCUSIGN_CONNECT_HMAC_KEY: HMAC,
    },
  });
  ({ api, base } = server);
});
afterAll(async () => {
  await server.close();
  await docusign.close();
});

const LEASE = `query($id: ID!) { lease(id: $id) { status provider signedCount sealedSha256 signers { id role status } } }`;
type Read = {
  lease: Pick<LeaseFields, 'status' | 'signedCount' | 'sealedSha256' | 'signers'> & { provider: string };
};

async function envelopeOf(leaseId: string) {
  const request = docusign.requests.filter((r) => r.url.pathname.endsWith('/envelopes')).at(-1)!;
  const body = JSON.parse(request.body) as {
    documents: { documentBase64: string }[];
    recipients: { signers: { clientUserId: string; routingOrder: string; recipientId: string }[] };
  };
  return { body, leaseId };
}

const post = (payload: unknown, key = HMAC) => sendConnectEvent(`${base}/webhooks/docusign`, key, payload);
const signerSummary = (
  id: string,
  n: number,
  status: ConnectSignerSummary['status'],
  at: string,
): ConnectSignerSummary => ({
  recipientId: String(n),
  clientUserId: id,
  status,
  ...(status === 'completed' ? { signedDateTime: at } : { deliveredDateTime: at }),
});

describe('a lease held by DocuSign', () => {
  it('opens an envelope whose PDF carries each signer anchor, in signing order', async () => {
    const { lease, landlord } = await sentLease(api);
    const read = await api.execute<Read>(LEASE, { id: lease.id }, { token: landlord.token });
    expect(read.data!.lease.provider).toBe('docusign');
    const { body } = await envelopeOf(lease.id);
    const text = await extractText(new Uint8Array(Buffer.from(body.documents[0]!.documentBase64, 'base64')));
    for (const signer of lease.signers) {
      expect(text).toContain(`/sig-${signer.id}/`);
      expect(text).toContain(`/ini-${signer.id}/`);
    }
    const order = Object.fromEntries(lease.signers.map((s) => [s.id, String(s.order)]));
    for (const signer of body.recipients.signers)
      expect(signer.routingOrder).toBe(order[signer.clientUserId]);
  });

  it('refuses a forged report and changes nothing', async () => {
    const { lease, landlord } = await sentLease(api);
    const tenant = lease.signers.find((s) => s.role === 'TENANT')!;
    const at = new Date().toISOString();
    const message = connectMessage({
      event: 'recipient-completed',
      envelopeId: `env-${envelopeCount}`,
      generatedDateTime: at,
      recipientId: '1',
      signers: [signerSummary(tenant.id, 1, 'completed', at)],
    });
    const forged = await post(message, 'not-the-key');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 'LEASE_WEBHOOK_FORGED' });
    const read = await api.execute<Read>(LEASE, { id: lease.id }, { token: landlord.token });
    expect(read.data!.lease.signedCount).toBe(0);
  });

  it('applies reports out of order: a later signer waits, completion seals with the service PDF', async () => {
    const { lease, landlord } = await sentLease(api);
    const envelopeId = `env-${envelopeCount}`;
    const tenant = lease.signers.find((s) => s.role === 'TENANT')!;
    const owner = lease.signers.find((s) => s.role === 'LANDLORD')!;
    const t1 = new Date(Date.now() + 1000).toISOString();
    const t2 = new Date(Date.now() + 2000).toISOString();
    const landlordSigned = connectMessage({
      event: 'recipient-completed',
      envelopeId,
      generatedDateTime: t2,
      recipientId: '2',
      signers: [signerSummary(owner.id, 2, 'completed', t2)],
    });
    // The landlord's signature reported before the tenant's: not applicable yet, the service retries.
    expect((await post(landlordSigned)).status).toBe(503);
    const tenantSigned = connectMessage({
      event: 'recipient-completed',
      envelopeId,
      generatedDateTime: t1,
      recipientId: '1',
      signers: [signerSummary(tenant.id, 1, 'completed', t1)],
    });
    expect((await post(tenantSigned)).status).toBe(200);
    // The same report twice changes nothing more.
    expect((await post(tenantSigned)).status).toBe(200);
    const completed = connectMessage({
      event: 'envelope-completed',
      envelopeId,
      generatedDateTime: t2,
      envelope: { status: 'completed', completedDateTime: t2 },
      signers: [signerSummary(tenant.id, 1, 'completed', t1), signerSummary(owner.id, 2, 'completed', t2)],
    });
    expect((await post(completed)).status).toBe(200);
    const read = await api.execute<Read>(LEASE, { id: lease.id }, { token: landlord.token });
    expect(read.data!.lease).toMatchObject({ status: 'COMPLETED', signedCount: 2 });
    const pdf = await fetch(`${base}/leases/${lease.id}/signed.pdf`, {
      headers: { authorization: `Bearer ${landlord.token}` },
    });
    expect(Buffer.from(await pdf.arrayBuffer()).equals(SEALED)).toBe(true);
    const kinds = (await api.deps.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, lease.id))).map(
      (e) => e.kind,
    );
    expect(kinds.filter((k) => k === 'SIGNED')).toHaveLength(2);
    expect(kinds).toEqual(expect.arrayContaining(['CREATED', 'SENT', 'COMPLETED', 'DOWNLOADED']));
  });
});
