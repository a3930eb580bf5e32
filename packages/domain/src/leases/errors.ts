import type { Bilingual } from '../i18n/translate';

/** Leases (issue 19): their status machine (transitions.ts). Codes are unique across domains. */
export const LEASE_ERRORS = {
  LEASE_CLOSED: {
    en: 'This lease is closed: it was signed, declined, voided or has expired.',
    fr: 'Ce bail est clos : il a été signé, refusé, annulé ou il a expiré.',
  },
  LEASE_NOT_SENT: {
    en: 'This lease has not been sent for signature yet.',
    fr: "Ce bail n'a pas encore été envoyé pour signature.",
  },
  LEASE_ALREADY_SENT: {
    en: 'This lease was already sent for signature.',
    fr: 'Ce bail a déjà été envoyé pour signature.',
  },
  LEASE_NOT_A_SIGNER: {
    en: 'You are not one of the signers of this lease.',
    fr: "Vous n'êtes pas l'un des signataires de ce bail.",
  },
  LEASE_ALREADY_SIGNED: {
    en: 'You have already signed this lease.',
    fr: 'Vous avez déjà signé ce bail.',
  },
  LEASE_NOT_YOUR_TURN: {
    en: 'Another signer signs before you. You will be told when it is your turn.',
    fr: 'Un autre signataire signe avant vous. Vous serez averti quand ce sera votre tour.',
  },
  LEASE_ACTOR_NOT_ALLOWED: {
    en: 'You cannot make this change to this lease.',
    fr: 'Vous ne pouvez pas apporter ce changement à ce bail.',
  },
  LEASE_REASON_REQUIRED: {
    en: 'Say in a few words why.',
    fr: 'Indiquez en quelques mots pourquoi.',
  },
  LEASE_NOT_EXPIRED: {
    en: 'This lease expires {days} days after it was sent, not before.',
    fr: 'Ce bail expire {days} jours après son envoi, pas avant.',
  },
  LEASE_NO_SIGNERS: {
    en: 'Add the landlord and at least one tenant as signers.',
    fr: 'Ajoutez le locateur et au moins un locataire comme signataires.',
  },
} as const satisfies Record<string, Bilingual>;

export type LeaseErrorCode = keyof typeof LEASE_ERRORS;
