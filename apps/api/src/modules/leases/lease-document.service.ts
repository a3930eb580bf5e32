import { provinceLeaseRules } from '@rentals/domain/leases/provinces';
import type { Locale, Province } from '@rentals/domain/users/enums';
import { renderLeasePdf, renderSealedLeasePdf, type LeasePdfInput } from './pdf/lease-document';
import type { LeaseCertificate, LeaseSignatureStamp } from './pdf/lease-document';
import type { LeaseRecord } from './lease-records';

/*
 * The lease's documents, always made from the stored terms and signers: the unsigned document in
 * a language (the preview, and the hash each signer signs against) and the sealed one.
 */

function pdfInput(record: LeaseRecord, locale: Locale): LeasePdfInput {
  const { lease, signers } = record;
  return {
    leaseId: lease.id,
    terms: lease.terms,
    locale,
    signers: signers.map((s) => ({
      id: s.id,
      role: s.role,
      name: s.name,
      email: s.email,
      order: s.signingOrder,
    })),
    rules: provinceLeaseRules(lease.province as Province),
    createdAt: lease.createdAt,
    serviceAnchors: lease.provider === 'docusign',
  };
}

/** The unsigned lease in `locale`: the same bytes every time for the same lease. */
export function unsignedLeasePdf(record: LeaseRecord, locale: Locale): Promise<Uint8Array> {
  return renderLeasePdf(pdfInput(record, locale));
}

/** The sealed lease, in the lease's language, with every signature and the certificate page. */
export function sealedLeasePdf(
  record: LeaseRecord,
  signatures: LeaseSignatureStamp[],
  certificate: LeaseCertificate,
): Promise<Uint8Array> {
  return renderSealedLeasePdf({ ...pdfInput(record, record.lease.terms.language), signatures, certificate });
}
