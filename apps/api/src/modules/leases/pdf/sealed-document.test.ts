import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './hash';
import {
  type LeaseCertificate,
  type LeaseSignatureStamp,
  renderLeasePdf,
  renderSealedLeasePdf,
} from './lease-document';
import { extractPages, extractText } from './test-extract';
import { leaseInput, SIGNERS } from './test-fixtures';

/** A drawn signature as the browser sends it: a transparent PNG with a dark stroke. */
async function drawnSignature(): Promise<Uint8Array> {
  const [width, height] = [240, 80];
  const pixels = Buffer.alloc(width * height * 4);
  for (let x = 10; x < 230; x++) {
    const y = Math.round(40 + 25 * Math.sin(x / 18));
    for (let dy = -2; dy <= 2; dy++) pixels.writeUInt32BE(0x1a237eff, ((y + dy) * width + x) * 4);
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer(),
  );
}

async function sealedInput() {
  const input = leaseInput('ON', 'en');
  const unsigned = await renderLeasePdf(input);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 14, minute, 5));
  const signatures: LeaseSignatureStamp[] = SIGNERS.map((s, i) => ({
    signerId: s.id,
    kind: s.role === 'TENANT' && s.order === 2 ? 'DRAWN' : 'TYPED',
    text: s.name,
    initials: s.name
      .split(' ')
      .map((p) => p[0])
      .join(''),
    image: null,
    signedAt: at(10 + i),
    locale: s.id === 'signer-tenant-1' ? 'fr' : 'en',
  }));
  const drawn = signatures.find((s) => s.kind === 'DRAWN')!;
  drawn.image = await drawnSignature();
  const certificate: LeaseCertificate = {
    envelopeId: 'env-7f3a',
    documentSha256: sha256Hex(unsigned),
    completedAt: at(30),
    verifyUrl: 'https://rentals.example/leases/lease-on-0001/verify',
    entries: SIGNERS.map((s, i) => ({
      signerId: s.id,
      name: s.name,
      email: s.email,
      role: s.role,
      locale: s.id === 'signer-tenant-1' ? 'fr' : 'en',
      viewedAt: at(i),
      consentedAt: at(5 + i),
      signedAt: at(10 + i),
      ip: `203.0.113.${10 + i}`,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      signatureKind: signatures[i]!.kind,
    })),
  };
  return { ...input, signatures, certificate, unsigned };
}

describe('the sealed lease', () => {
  it('ends with the certificate: signers, times and the unsigned document’s hash', async () => {
    const input = await sealedInput();
    const pages = await extractPages(await renderSealedLeasePdf(input));
    const unsignedPages = await extractPages(input.unsigned);
    // The lease's pages first, unchanged in number; the certificate after them.
    expect(pages.length).toBeGreaterThan(unsignedPages.length);
    const certificate = pages.slice(unsignedPages.length).join('\n');
    expect(certificate).toContain('Certificate of completion');
    expect(certificate).toContain('lease-on-0001');
    expect(certificate).toContain('env-7f3a');
    expect(certificate.replace(/\s+/g, '')).toContain(input.certificate.documentSha256);
    for (const signer of SIGNERS) {
      expect(certificate).toContain(signer.name);
      expect(certificate).toContain(signer.email);
    }
    expect(certificate).toContain('Français');
    expect(certificate).toContain('2026-11-21T14:10:05Z');
    expect(certificate).toContain('203.0.113.11');
    expect(certificate).toContain('Drawn');
    expect(certificate).toContain(input.certificate.verifyUrl);
  });

  it('stamps each signature in its box, in the signer’s language, and initials on every page', async () => {
    const input = await sealedInput();
    const text = await extractText(await renderSealedLeasePdf(input));
    expect(text).toContain('Signed electronically on 2026-11-21T14:10:05Z');
    expect(text).toContain('Signé électroniquement le 2026-11-21T14:12:05Z');
    const leasePages = (await extractPages(input.unsigned)).length;
    const pages = await extractPages(await renderSealedLeasePdf(input));
    for (const page of pages.slice(0, leasePages)) {
      for (const initials of ['AM', 'ÉT', 'JO', 'FC']) expect(page).toContain(initials);
    }
  });

  it('embeds the drawn signature as an image', async () => {
    const doc = await PDFDocument.load(await renderSealedLeasePdf(await sealedInput()), {
      updateMetadata: false,
    });
    const images = doc.context
      .enumerateIndirectObjects()
      .filter(
        ([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images.length).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toContain('Residential Tenancy Agreement');
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-11-21T14:30:05.000Z');
  });

  it('is deterministic, and one changed byte changes its SHA-256', async () => {
    const input = await sealedInput();
    const a = await renderSealedLeasePdf(input);
    const b = await renderSealedLeasePdf(input);
    expect(sha256Hex(a)).toBe(sha256Hex(b));
    expect(sha256Hex(a)).not.toBe(input.certificate.documentSha256);
    const altered = a.slice();
    altered[Math.floor(altered.length / 2)]! ^= 0x01;
    expect(sha256Hex(altered)).not.toBe(sha256Hex(a));
  });
});
