import { SIGNER_ROLE_LABELS } from '@rentals/domain/leases/statuses';
import type { FooterInitials, Layout } from './layout';
import type { LeasePdfInput, LeasePdfSigner } from './lease-document';

/** Signers in signing order; the id breaks ties so the layout never depends on the input's order. */
export function orderedSigners(signers: LeasePdfSigner[]): LeasePdfSigner[] {
  return [...signers].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** One box per signer, in signing order, each headed by the signer's role and name. */
export function drawSignatureBoxes(layout: Layout, input: LeasePdfInput, dateLabel: string): void {
  for (const signer of orderedSigners(input.signers)) {
    // French puts a space before the colon.
    const colon = input.locale === 'fr' ? ' :' : ':';
    const heading = `${SIGNER_ROLE_LABELS[signer.role][input.locale]}${colon} ${signer.name}`;
    layout.signatureBox(signer.id, heading, dateLabel);
  }
}

/** The initials line of each signer at the foot of every page, labelled with the signer's name. */
export function initialsFor(signers: LeasePdfSigner[]): FooterInitials[] {
  return orderedSigners(signers).map((s) => ({ signerId: s.id, label: s.name }));
}
