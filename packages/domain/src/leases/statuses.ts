import type { Bilingual } from '../i18n/translate';

/*
 * A lease's life (issue 19): prepared (DRAFT), sent for signature (SENT), then COMPLETED when the
 * last signer signs, or ended before that: DECLINED by a signer (with a reason), VOIDED by the
 * landlord or staff, EXPIRED when not completed within LEASE_SIGNING_DAYS. Each signer moves on
 * their own: PENDING, VIEWED (opened the document), SIGNED, or DECLINED.
 */

export const LEASE_STATUSES = ['DRAFT', 'SENT', 'COMPLETED', 'DECLINED', 'VOIDED', 'EXPIRED'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

export const LEASE_STATUS_LABELS: Record<LeaseStatus, Bilingual> = {
  DRAFT: { en: 'Draft', fr: 'Brouillon' },
  SENT: { en: 'Out for signature', fr: 'En signature' },
  COMPLETED: { en: 'Signed', fr: 'Signé' },
  DECLINED: { en: 'Declined', fr: 'Refusé' },
  VOIDED: { en: 'Voided', fr: 'Annulé' },
  EXPIRED: { en: 'Expired', fr: 'Expiré' },
};

/** Statuses nothing leaves. */
export const FINAL_LEASE_STATUSES = [
  'COMPLETED',
  'DECLINED',
  'VOIDED',
  'EXPIRED',
] as const satisfies readonly LeaseStatus[];

export function isFinalLeaseStatus(status: LeaseStatus): boolean {
  return (FINAL_LEASE_STATUSES as readonly LeaseStatus[]).includes(status);
}

export const SIGNER_STATUSES = ['PENDING', 'VIEWED', 'SIGNED', 'DECLINED'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

export const SIGNER_STATUS_LABELS: Record<SignerStatus, Bilingual> = {
  PENDING: { en: 'Waiting', fr: 'En attente' },
  VIEWED: { en: 'Opened', fr: 'Ouvert' },
  SIGNED: { en: 'Signed', fr: 'Signé' },
  DECLINED: { en: 'Declined', fr: 'Refusé' },
};

/** Who signs: the landlord (or their agent), each tenant, a guarantor. */
export const SIGNER_ROLES = ['LANDLORD', 'TENANT', 'GUARANTOR'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

export const SIGNER_ROLE_LABELS: Record<SignerRole, Bilingual> = {
  LANDLORD: { en: 'Landlord', fr: 'Locateur' },
  TENANT: { en: 'Tenant', fr: 'Locataire' },
  GUARANTOR: { en: 'Guarantor', fr: 'Garant' },
};

/** A lease not completed this many days after it was sent expires. */
export const LEASE_SIGNING_DAYS = 14;
