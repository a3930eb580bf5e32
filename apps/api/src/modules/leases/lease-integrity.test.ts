import { createHash } from 'node:crypto';
import { sampleOntarioLeaseTerms } from '@rentals/domain/leases/sample-terms';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignerToken } from '../../adapters/esign/signer-token';
import { fileObjects } from '../../db/schema/files';
import { leaseEvents, leaseSigners } from '../../db/schema/leases';
import { errorCodes, type TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { signingKey } from '../messaging/message-email-token';
import { extractText } from './pdf/test-extract';
import { approvedApplication, createLeaseAs, SIGNING_FIELDS, signAs, termsFor } from './test-leases';

/*
 * What makes a signed lease trustworthy: every step in the trail with its IP and browser, the
 * sealed PDF's certificate and hash (a one-byte change fails the check), drawn signatures kept
 * encrypted, signer links that name one signer, a ceremony that resumes where it stopped, and the
 * sealed PDF served only to the parties and leases staff.
 */

let server: HttpTestServer;
let api: TestApi;
let base: string;
beforeAll(async () => {
  server = await startHttpTestServer();
  ({ api, base } = server);
});
afterAll(() => server.close());

const FROM = { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'LeaseTest/1.0 (phone)' };
const drawing = async () =>
  `data:image/png;base64,${(
    await sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="300" height="100"><path d="M10 80 C 80 10, 150 90, 290 20" stroke="black" stroke-width="4" fill="none"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** A lease with a guarantor who has no account, sent. */
async function leaseWithGuarantor() {
  const fixture = await approvedApplication(api);
  const terms = termsFor(fixture, (t) => {
    t.guarantor = { name: 'Gail Guarantor', email: `gail-${Date.now()}@example.test` };
  });
  const created = await createLeaseAs(api, fixture, fixture.landlord, {}, terms);
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  return { ...fixture, lease: created.data.createLease.lease };
}

const tokenFor = (leaseId: string, signerId: string) =>
  createSignerToken(signingKey(api.config), {
    leaseId,
    signerId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });

describe('a completed lease', () => {
  it('has a full audit trail, a certificate and a hash anyone can check', async () => {
    const { lease, applicant, landlord } = await leaseWithGuarantor();
    const guarantor = lease.signers.find((s) => s.role === 'GUARANTOR')!;
    const opts = (token?: string) => ({ token, headers: FROM });
    const sign = (token: string | undefined, signerToken?: string, drawn?: string) =>
      signAsWith(lease.id, token, signerToken, drawn);
    async function signAsWith(id: string, token?: string, signerToken?: string, drawn?: string) {
      const vars = { id, token: signerToken ?? null };
      const open = await api.execute<{ openLeaseSigning: { places: string[] } }>(
        `mutation($id: ID!, $token: String) { openLeaseSigning(leaseId: $id, token: $token) { places } }`,
        vars,
        opts(token),
      );
      await api.execute(
        'mutation($id: ID!, $token: String) { consentToLeaseSigning(leaseId: $id, token: $token) { consented } }',
        vars,
        opts(token),
      );
      await api.execute(
        'mutation($id: ID!, $token: String, $p: [LeaseSigningPlace!]!) { saveLeaseSigningProgress(leaseId: $id, token: $token, placesDone: $p) { placesLeft } }',
        { ...vars, p: open.data!.openLeaseSigning.places },
        opts(token),
      );
      const sig = drawn
        ? { kind: 'DRAWN', text: 'Drawn Name', initials: 'DN', image: drawn }
        : { kind: 'TYPED', text: 'Typed Name', initials: 'TN' };
      return api.execute<{ signLease: { lease: { status: string } } }>(
        `mutation($id: ID!, $token: String, $sig: LeaseSignatureInput!) { signLease(leaseId: $id, token: $token, signature: $sig) { ${SIGNING_FIELDS} } }`,
        { ...vars, sig },
        opts(token),
      );
    }
    expect((await sign(applicant.token, undefined, await drawing())).errors).toBeUndefined();
    expect((await sign(undefined, tokenFor(lease.id, guarantor.id))).errors).toBeUndefined();
    const done = await sign(landlord.token);
    expect(done.data!.signLease.lease.status).toBe('COMPLETED');

    const events = await api.deps.db
      .select()
      .from(leaseEvents)
      .where(eq(leaseEvents.leaseId, lease.id))
      .orderBy(leaseEvents.at);
    expect(events.map((e) => e.kind)).toEqual([
      'CREATED',
      'SENT',
      'VIEWED',
      'CONSENTED',
      'SIGNED',
      'VIEWED',
      'CONSENTED',
      'SIGNED',
      'VIEWED',
      'CONSENTED',
      'SIGNED',
      'COMPLETED',
    ]);
    for (const event of events.filter((e) => e.signerId))
      expect([event.ip, event.userAgent]).toEqual(['203.0.113.7', 'LeaseTest/1.0 (phone)']);

    const response = await fetch(`${base}/leases/${lease.id}/signed.pdf`, {
      headers: { authorization: `Bearer ${applicant.token}` },
    });
    const pdf = new Uint8Array(await response.arrayBuffer());
    const text = await extractText(pdf);
    for (const signer of lease.signers) expect(text).toContain(signer.email);
    const documentSha = (
      await api.execute<{ lease: { documentSha256: string } }>(
        'query($id: ID!) { lease(id: $id) { documentSha256 } }',
        { id: lease.id },
        { token: landlord.token },
      )
    ).data!.lease.documentSha256;
    expect(text.replace(/\s/g, '')).toContain(documentSha);

    const digest = async (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    const VERIFY =
      'query($sha: String!) { verifyLeaseDocument(sha256: $sha) { valid signerNames province } }';
    const valid = await api.execute<{ verifyLeaseDocument: { valid: boolean; signerNames: string[] } }>(
      VERIFY,
      { sha: await digest(pdf) },
    );
    expect(valid.data!.verifyLeaseDocument).toMatchObject({ valid: true, province: 'ON' });
    const altered = pdf.slice();
    altered[Math.floor(altered.length / 2)]! ^= 1;
    const invalid = await api.execute<{ verifyLeaseDocument: { valid: boolean } }>(VERIFY, {
      sha: await digest(altered),
    });
    expect(invalid.data!.verifyLeaseDocument.valid).toBe(false);

    // The download is in the trail; the drawn signature is stored encrypted.
    const kinds = (await api.deps.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, lease.id))).map(
      (e) => e.kind,
    );
    expect(kinds).toContain('DOWNLOADED');
    const [tenantRow] = await api.deps.db
      .select()
      .from(leaseSigners)
      .where(eq(leaseSigners.id, lease.signers.find((s) => s.role === 'TENANT')!.id));
    const [file] = await api.deps.db
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.id, tenantRow!.signatureFileId!));
    expect(file).toMatchObject({ pathType: 'LEASE_SIGNATURE', isPrivate: true });
    expect(file!.encryptionKeyId).not.toBeNull();
    const stored = await api.deps.storage.get(file!.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(1, 4).toString()).not.toBe('PNG');

    // Who may download the sealed lease.
    const status = async (headers: Record<string, string>, query = '') =>
      (await fetch(`${base}/leases/${lease.id}/signed.pdf${query}`, { headers })).status;
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const leasesStaff = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'leases', view: true, add: false, edit: false, delete: false }],
    });
    const otherStaff = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'listings', view: true, add: true, edit: true, delete: true }],
    });
    const stranger = await api.factories.user({ userType: 'RENTER' });
    const admin = await api.factories.user({ userType: 'ADMIN' });
    expect(await status(bearer(landlord.token))).toBe(200);
    expect(await status(bearer(leasesStaff.token))).toBe(200);
    expect(await status(bearer(admin.token))).toBe(200);
    expect(await status({}, `?token=${tokenFor(lease.id, guarantor.id)}`)).toBe(200);
    expect(await status(bearer(otherStaff.token))).toBe(404);
    expect(await status(bearer(stranger.token))).toBe(404);
    expect(await status({})).toBe(404);
    expect(await status({}, `?token=${tokenFor(lease.id, guarantor.id).slice(0, -2)}xx`)).toBe(404);
  });
});

describe('the ceremony', () => {
  it('refuses a tampered link, asks for consent and every place, and resumes where it stopped', async () => {
    const { lease } = await leaseWithGuarantor();
    const tenant = lease.signers.find((s) => s.role === 'TENANT')!;
    const token = tokenFor(lease.id, tenant.id);
    const OPEN =
      'mutation($id: ID!, $token: String) { openLeaseSigning(leaseId: $id, token: $token) { placesLeft consented } }';
    const tampered = await api.execute(OPEN, { id: lease.id, token: `${token.slice(0, -3)}abc` });
    expect(errorCodes(tampered)).toEqual(['LEASE_LINK_INVALID']);
    const SIGN = `mutation($id: ID!, $token: String, $sig: LeaseSignatureInput!) { signLease(leaseId: $id, token: $token, signature: $sig) { isTurn } }`;
    const typed = { kind: 'TYPED', text: 'Tenant Name', initials: 'TN' };
    expect(errorCodes(await api.execute(SIGN, { id: lease.id, token, sig: typed }))).toEqual([
      'LEASE_CONSENT_REQUIRED',
    ]);
    await api.execute(
      'mutation($id: ID!, $token: String) { consentToLeaseSigning(leaseId: $id, token: $token) { consented } }',
      { id: lease.id, token },
    );
    expect(errorCodes(await api.execute(SIGN, { id: lease.id, token, sig: typed }))).toEqual([
      'LEASE_PLACES_MISSING',
    ]);
    await api.execute(
      'mutation($id: ID!, $token: String) { saveLeaseSigningProgress(leaseId: $id, token: $token, placesDone: [PAGE_INITIALS]) { placesLeft } }',
      { id: lease.id, token },
    );
    // A new session: the consent and the first place are kept.
    const resumed = await api.execute<{ openLeaseSigning: { placesLeft: string[]; consented: boolean } }>(
      OPEN,
      { id: lease.id, token },
    );
    expect(resumed.data!.openLeaseSigning).toEqual({
      consented: true,
      placesLeft: ['ADDITIONAL_TERMS_INITIALS', 'SIGNATURE'],
    });
    await api.execute(
      'mutation($id: ID!, $token: String) { saveLeaseSigningProgress(leaseId: $id, token: $token, placesDone: [PAGE_INITIALS, ADDITIONAL_TERMS_INITIALS, SIGNATURE]) { placesLeft } }',
      { id: lease.id, token },
    );
    const notPng = {
      kind: 'DRAWN',
      text: 'Tenant Name',
      initials: 'TN',
      image: `data:image/png;base64,${Buffer.from('GIF89a'.repeat(40)).toString('base64')}`,
    };
    expect(errorCodes(await api.execute(SIGN, { id: lease.id, token, sig: notPng }))).toEqual([
      'LEASE_SIGNATURE_INVALID',
    ]);
    const [row] = await api.deps.db.select().from(leaseSigners).where(eq(leaseSigners.id, tenant.id));
    expect(row!.status).toBe('VIEWED');
    expect((await api.execute(SIGN, { id: lease.id, token, sig: typed })).errors).toBeUndefined();
  });

  it('lets a tenant named by e-mail sign once they sign in with it', async () => {
    const fixture = await approvedApplication(api);
    const later = `later-${Date.now()}@example.test`;
    const terms = sampleOntarioLeaseTerms(new Date(), [
      { name: 'First Tenant', email: fixture.applicant.user.email },
      { name: 'Later Tenant', email: later },
    ]);
    const created = await createLeaseAs(api, fixture, fixture.landlord, {}, terms);
    const id = created.data!.createLease.id;
    const account = await api.factories.user({ userType: 'RENTER', email: later });
    const list = await api.execute<{ leases: { count: number } }>(
      '{ leases { count } }',
      {},
      { token: account.token },
    );
    expect(list.data!.leases.count).toBe(1);
    expect((await signAs(api, id, account)).errors).toBeUndefined();
  });
});
