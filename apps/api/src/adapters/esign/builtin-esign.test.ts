import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LEASE_SIGNING_DAYS } from '@rentals/domain/leases/statuses';
import { createBuiltinEsign } from './builtin-esign';
import { EsignWebhookError, type EnvelopeSigner } from './esign';
import { createSignerToken, verifySignerToken } from './signer-token';

const key = randomBytes(32);
const leaseId = randomUUID();
const signerId = randomUUID();
const now = new Date('2026-03-01T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('signer tokens', () => {
  it('give back the lease and signer they were made for, until they expire', () => {
    const token = createSignerToken(key, { leaseId, signerId, expiresAt: later(60_000) });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifySignerToken(key, token, now)).toEqual({ leaseId, signerId });
    expect(verifySignerToken(key, token, later(59_999))).toEqual({ leaseId, signerId });
    expect(verifySignerToken(key, token, later(60_000))).toBeNull();
    expect(verifySignerToken(key, token, later(86_400_000))).toBeNull();
  });

  it('refuse a changed character anywhere, another key, and malformed text', () => {
    const token = createSignerToken(key, { leaseId, signerId, expiresAt: later(60_000) });
    for (let i = 0; i < token.length; i++) {
      if (token[i] === '.') continue;
      const changed = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      expect(verifySignerToken(key, changed, now), `character ${i}`).toBeNull();
    }
    expect(verifySignerToken(randomBytes(32), token, now)).toBeNull();
    for (const bad of ['', '.', 'abc', `${token}.x`, token.replace('.', ''), 'x'.repeat(5000)]) {
      expect(verifySignerToken(key, bad, now)).toBeNull();
    }
  });

  it('refuse a payload swapped in from another token, or a longer expiry re-encoded', () => {
    const mine = createSignerToken(key, { leaseId, signerId, expiresAt: later(60_000) });
    const other = createSignerToken(key, { leaseId, signerId: randomUUID(), expiresAt: later(60_000) });
    expect(verifySignerToken(key, `${other.split('.')[0]}.${mine.split('.')[1]}`, now)).toBeNull();
    const forged = Buffer.from(JSON.stringify([leaseId, signerId, later(10 ** 10).getTime()])).toString(
      'base64url',
    );
    expect(verifySignerToken(key, `${forged}.${mine.split('.')[1]}`, now)).toBeNull();
  });

  it('are not another purpose’s HMAC of the same text', async () => {
    const { createHmac } = await import('node:crypto');
    const token = createSignerToken(key, { leaseId, signerId, expiresAt: later(60_000) });
    const [payload] = token.split('.');
    const bare = createHmac('sha256', key).update(payload!).digest('base64url');
    expect(verifySignerToken(key, `${payload}.${bare}`, now)).toBeNull();
  });
});

describe('built-in e-signature', () => {
  const signer: EnvelopeSigner = {
    signerId,
    name: 'Ana Tremblay',
    email: 'ana@example.test',
    routingOrder: 1,
    role: 'TENANT',
    locale: 'fr',
  };
  const esign = createBuiltinEsign({ publicUrl: 'https://rentals.example', key: () => key, now: () => now });

  it('makes a new envelope id each time', async () => {
    const pdf = new Uint8Array([37, 80, 68, 70]);
    const input = { leaseId, subject: 's', message: 'm', pdf, documentName: 'Lease.pdf', signers: [signer] };
    const a = await esign.createEnvelope(input);
    const b = await esign.createEnvelope(input);
    expect(a.envelopeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.envelopeId).not.toBe(b.envelopeId);
  });

  it('links the signer to the lease’s signing page with a token and the return address', async () => {
    const redirectUrl = 'https://rentals.example/leases/x?done=1&tab=sign';
    const url = new URL(await esign.signerViewUrl({ envelopeId: 'e', leaseId, signer, redirectUrl }));
    expect(url.origin + url.pathname).toBe(`https://rentals.example/leases/${leaseId}/sign`);
    expect(url.searchParams.get('signer')).toBe(signerId);
    expect(url.searchParams.get('return')).toBe(redirectUrl);
    const token = url.searchParams.get('token')!;
    expect(verifySignerToken(key, token, now)).toEqual({ leaseId, signerId });
    // It lasts the signing period, the longest the lease can still be signed.
    const days = LEASE_SIGNING_DAYS * 86_400_000;
    expect(verifySignerToken(key, token, later(days - 1))).not.toBeNull();
    expect(verifySignerToken(key, token, later(days))).toBeNull();
  });

  it('has nothing to void or download, and no webhook', async () => {
    await expect(esign.voidEnvelope('e', 'reason')).resolves.toBeUndefined();
    await expect(esign.completedDocument('e')).resolves.toBeNull();
    expect(() => esign.parseWebhook({ 'x-docusign-signature-1': 'x' }, Buffer.from('{}'))).toThrow(
      EsignWebhookError,
    );
  });
});
