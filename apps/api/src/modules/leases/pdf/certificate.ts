import { SIGNER_ROLE_LABELS } from '@rentals/domain/leases/statuses';
import { interpolate } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';
import { formatUtc } from './format';
import type { Layout } from './layout';
import type { LeaseCertificate, LeasePdfInput } from './lease-document';
import { orderedSigners } from './signers';

/*
 * The certificate of completion: who signed, when, from where, and the SHA-256 of the unsigned
 * document they saw. The sealed file's own SHA-256 cannot be printed inside it (printing it would
 * change it), so the page says where that stored value can be checked instead.
 */

const WORDING = {
  en: {
    title: 'Certificate of completion',
    intro: 'This page was added when the last signer signed. It records the signing of the document above.',
    leaseId: 'Lease',
    envelopeId: 'Envelope',
    documentSha256: 'Document SHA-256 before signing',
    completedAt: 'Completed (UTC)',
    email: 'Email',
    language: 'Language signed',
    viewedAt: 'Viewed (UTC)',
    consentedAt: 'Consented to sign electronically (UTC)',
    signedAt: 'Signed (UTC)',
    ip: 'IP address',
    userAgent: 'User agent',
    signatureKind: 'Signature',
    TYPED: 'Typed',
    DRAWN: 'Drawn',
    verifyHeading: 'How to verify this document',
    verify:
      'The SHA-256 of this completed PDF was recorded when it was sealed. To check that your copy has not been altered, open {url} and upload it: any change, even of one byte, gives a different SHA-256 and fails the check.',
    footer: 'Certificate of completion — Lease {leaseId}',
    page: 'Certificate page {page} of {total}',
  },
  fr: {
    title: 'Certificat d’achèvement',
    intro:
      'Cette page a été ajoutée à la signature du dernier signataire. Elle atteste la signature du document qui précède.',
    leaseId: 'Bail',
    envelopeId: 'Enveloppe',
    documentSha256: 'SHA-256 du document avant signature',
    completedAt: 'Achevé (UTC)',
    email: 'Courriel',
    language: 'Langue de signature',
    viewedAt: 'Consulté (UTC)',
    consentedAt: 'Consentement à la signature électronique (UTC)',
    signedAt: 'Signé (UTC)',
    ip: 'Adresse IP',
    userAgent: 'Agent utilisateur',
    signatureKind: 'Signature',
    TYPED: 'Dactylographiée',
    DRAWN: 'Tracée',
    verifyHeading: 'Comment vérifier ce document',
    verify:
      'Le SHA-256 de ce PDF achevé a été enregistré lors de son scellement. Pour vérifier que votre copie n’a pas été modifiée, ouvrez {url} et téléversez-la : toute modification, même d’un seul octet, donne un autre SHA-256 et fait échouer la vérification.',
    footer: 'Certificat d’achèvement — Bail {leaseId}',
    page: 'Page {page} de {total} du certificat',
  },
} as const;

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

export function drawCertificate(layout: Layout, input: LeasePdfInput, certificate: LeaseCertificate): void {
  const w = WORDING[input.locale];
  const time = (d: Date | null) => (d ? formatUtc(d) : '—');
  const labelWidth = 150;

  layout.title(w.title);
  layout.text(w.intro);
  layout.space(4);
  layout.field(w.leaseId, input.leaseId, labelWidth);
  layout.field(w.envelopeId, certificate.envelopeId, labelWidth);
  layout.field(w.documentSha256, certificate.documentSha256, labelWidth);
  layout.field(w.completedAt, time(certificate.completedAt), labelWidth);

  // Entries follow the signing order of the lease; one a signer list lacks still prints, last.
  const order = new Map(orderedSigners(input.signers).map((s, i) => [s.id, i]));
  const entries = [...certificate.entries].sort(
    (a, b) => (order.get(a.signerId) ?? Infinity) - (order.get(b.signerId) ?? Infinity),
  );
  for (const entry of entries) {
    layout.heading(`${entry.name} — ${SIGNER_ROLE_LABELS[entry.role][input.locale]}`);
    layout.field(w.email, entry.email, labelWidth);
    layout.field(w.language, LANGUAGE_NAMES[entry.locale], labelWidth);
    layout.field(w.viewedAt, time(entry.viewedAt), labelWidth);
    layout.field(w.consentedAt, time(entry.consentedAt), labelWidth);
    layout.field(w.signedAt, time(entry.signedAt), labelWidth);
    layout.field(w.ip, entry.ip ?? '—', labelWidth);
    layout.field(w.userAgent, entry.userAgent ?? '—', labelWidth);
    layout.field(w.signatureKind, entry.signatureKind ? w[entry.signatureKind] : '—', labelWidth);
  }

  layout.heading(w.verifyHeading);
  layout.text(interpolate(w.verify, { url: certificate.verifyUrl }));
  layout.footers(
    interpolate(w.footer, { leaseId: input.leaseId }),
    (page, total) => interpolate(w.page, { page, total }),
    [],
  );
}
