import type { LeaseTerms } from '@rentals/domain/leases/terms';
import type { SignerRole } from '@rentals/domain/leases/statuses';
import type { Locale } from '@rentals/domain/users/enums';
import { PDFDocument, PDFHexString, rgb } from 'pdf-lib';
import { drawCertificate } from './certificate';
import { embedFonts } from './fonts';
import { pdfLanguage } from './format';
import { sha256Hex } from './hash';
import { Layout } from './layout';
import { drawOntarioLease, ONTARIO_WORDING } from './ontario-lease';
import { drawProvincialLease, PROVINCIAL_WORDING } from './provincial-lease';
import type { ProvinceLeaseRules } from '@rentals/domain/leases/provinces';
import { stampSignatures } from './stamping';

/*
 * The lease as a PDF (issue 19): the unsigned document every signer reads, and the sealed one with
 * the signatures, initials and a certificate page. Both are deterministic (fixed dates, a document
 * ID derived from the lease, no random names), so the unsigned document's SHA-256 can be shown to
 * each signer and checked again when sealing.
 */

export interface LeasePdfSigner {
  id: string;
  role: SignerRole;
  name: string;
  email: string;
  order: number;
}

export interface LeasePdfInput {
  leaseId: string;
  terms: LeaseTerms;
  locale: Locale;
  signers: LeasePdfSigner[];
  rules: ProvinceLeaseRules;
  createdAt: Date;
  /**
   * Print the signing service's anchor strings (adapters/esign docuSignAnchors) in white in each
   * place to sign, initial and date, where its tabs attach. Only for a document sent to such a
   * service: the text would otherwise be read out by screen readers and extracted with the rest.
   */
  serviceAnchors?: boolean;
}

export interface LeaseSignatureStamp {
  signerId: string;
  kind: 'TYPED' | 'DRAWN';
  /** the typed name, or the signer's name for a drawn one */
  text: string;
  initials: string;
  /** PNG bytes of a drawn signature */
  image: Uint8Array | null;
  signedAt: Date;
  locale: Locale;
}

export interface LeaseCertificateEntry {
  signerId: string;
  name: string;
  email: string;
  role: SignerRole;
  locale: Locale;
  viewedAt: Date | null;
  consentedAt: Date | null;
  signedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
  signatureKind: 'TYPED' | 'DRAWN' | null;
}

export interface LeaseCertificate {
  envelopeId: string;
  documentSha256: string;
  entries: LeaseCertificateEntry[];
  completedAt: Date;
  verifyUrl: string;
}

/** The unsigned lease. Deterministic: the same input gives the same bytes, so its SHA-256 is stable. */
export async function renderLeasePdf(input: LeasePdfInput): Promise<Uint8Array> {
  const { doc } = await drawLease(input);
  setMetadata(doc, input, input.createdAt, 'unsigned');
  return doc.save();
}

/**
 * The sealed lease: the same document with each signature and initials in its place, then the
 * certificate page. Deterministic for the same input.
 */
export async function renderSealedLeasePdf(
  input: LeasePdfInput & { signatures: LeaseSignatureStamp[]; certificate: LeaseCertificate },
): Promise<Uint8Array> {
  const { doc, layout } = await drawLease(input);
  await stampSignatures(doc, layout, input.signatures);
  drawCertificate(new Layout(doc, layout.fonts), input, input.certificate);
  setMetadata(doc, input, input.certificate.completedAt, input.certificate.envelopeId);
  return doc.save();
}

export function isOntarioLease(input: Pick<LeasePdfInput, 'terms'>): boolean {
  return input.terms.unitAddress.province === 'ON';
}

async function drawLease(input: LeasePdfInput): Promise<{ doc: PDFDocument; layout: Layout }> {
  // updateMetadata false: pdf-lib would otherwise stamp the current time and its own producer.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const layout = new Layout(doc, await embedFonts(doc));
  if (isOntarioLease(input)) drawOntarioLease(layout, input);
  else drawProvincialLease(layout, input);
  if (input.serviceAnchors) drawServiceAnchors(layout);
  return { doc, layout };
}

function setMetadata(doc: PDFDocument, input: LeasePdfInput, modifiedAt: Date, version: string): void {
  const title = isOntarioLease(input)
    ? ONTARIO_WORDING[input.locale].title
    : PROVINCIAL_WORDING[input.locale].title;
  const a = input.terms.unitAddress;
  doc.setTitle(`${title} — ${[a.unit, a.street, a.city].filter(Boolean).join(', ')}`, {
    showInWindowTitleBar: true,
  });
  doc.setLanguage(pdfLanguage(input.locale));
  doc.setSubject(`Lease ${input.leaseId}`);
  doc.setAuthor('Rentals');
  doc.setCreator('Rentals');
  doc.setProducer('Rentals lease documents');
  doc.setCreationDate(input.createdAt);
  doc.setModificationDate(modifiedAt);
  // The trailer ID: the first half names the lease for good, the second this version of it.
  const permanent = sha256Hex(new TextEncoder().encode(`lease:${input.leaseId}`)).slice(0, 32);
  const current = sha256Hex(new TextEncoder().encode(`lease:${input.leaseId}:${version}`)).slice(0, 32);
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(permanent), PDFHexString.of(current)]);
}

/** The anchor strings, in white at 1 pt, at the bottom left of each place (docuSignAnchors). */
function drawServiceAnchors(layout: Layout): void {
  const pages = layout.doc.getPages();
  const put = (page: number, x: number, y: number, text: string) =>
    pages[page]!.drawText(text, {
      x: x + 1,
      y: y + 1,
      size: 1,
      font: layout.fonts.regular,
      color: rgb(1, 1, 1),
    });
  for (const [id, a] of layout.anchors.signatures) put(a.page, a.x, a.y, `/sig-${id}/`);
  for (const [id, a] of layout.anchors.dates) put(a.page, a.x, a.y, `/dat-${id}/`);
  for (const a of layout.anchors.initials) put(a.page, a.x, a.y, `/ini-${a.signerId}/`);
}
