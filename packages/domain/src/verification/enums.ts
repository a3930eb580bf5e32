import type { Bilingual } from '../i18n/translate';

/**
 * The documents a poster sends to be verified (issue 25). Which ones a poster needs depends on
 * the role they post under (rules.ts VERIFICATION_RULES).
 */
export const VERIFICATION_DOCUMENT_KINDS = [
  /** A government-issued photo ID (driver's licence, passport, provincial card). */
  'GOVERNMENT_ID',
  /** An owner's proof: a property tax bill or the title. */
  'OWNERSHIP_PROOF',
  /** A property manager's proof: the management agreement or the business registration. */
  'MANAGEMENT_PROOF',
  /** An agent's proof: their brokerage's name on a licence or registration certificate. */
  'BROKERAGE_PROOF',
  /** A sub-lessor's or lease assignor's own lease. */
  'LEASE',
  /** The landlord's written consent to the sublet or the assignment. */
  'LANDLORD_CONSENT',
] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];

export const VERIFICATION_DOCUMENT_LABELS: Record<VerificationDocumentKind, Bilingual> = {
  GOVERNMENT_ID: {
    en: 'Government-issued photo ID',
    fr: "Pièce d'identité avec photo délivrée par le gouvernement",
  },
  OWNERSHIP_PROOF: {
    en: 'Property tax bill or title',
    fr: 'Compte de taxes foncières ou titre de propriété',
  },
  MANAGEMENT_PROOF: {
    en: 'Management agreement or business registration',
    fr: "Contrat de gestion ou immatriculation de l'entreprise",
  },
  BROKERAGE_PROOF: {
    en: 'Brokerage licence or registration',
    fr: "Permis ou inscription de l'agence immobilière",
  },
  LEASE: { en: 'Your lease', fr: 'Votre bail' },
  LANDLORD_CONSENT: { en: "The landlord's written consent", fr: 'Le consentement écrit du propriétaire' },
};

/**
 * Where a poster's verification stands: NONE (nothing sent), SUBMITTED (waiting for staff),
 * APPROVED, REJECTED (with a reason; they may send again), EXPIRED (an approval too old to count).
 */
export const VERIFICATION_STATUSES = ['NONE', 'SUBMITTED', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What a stored request can be; NONE and EXPIRED are read from the absence or the age of one. */
export const VERIFICATION_REQUEST_STATES = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type VerificationRequestState = (typeof VERIFICATION_REQUEST_STATES)[number];

/** A staff decision on a submitted request. */
export const VERIFICATION_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];
