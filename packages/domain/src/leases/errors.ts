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
  LEASE_NOT_FOUND: {
    en: 'This lease does not exist or is not yours to see.',
    fr: "Ce bail n'existe pas ou vous n'y avez pas accès.",
  },
  LEASE_LINK_INVALID: {
    en: 'This signing link is not valid any more. Sign in, or ask the landlord to send the lease again.',
    fr: "Ce lien de signature n'est plus valide. Connectez-vous ou demandez au locateur de renvoyer le bail.",
  },
  LEASE_NOT_YOUR_LISTING: {
    en: 'You can prepare a lease only for one of your own listings.',
    fr: "Vous ne pouvez préparer un bail que pour l'une de vos annonces.",
  },
  LEASE_APPLICATION_NOT_APPROVED: {
    en: 'Approve the rental application before preparing its lease.',
    fr: 'Approuvez la demande de location avant de préparer son bail.',
  },
  LEASE_CONSENT_REQUIRED: {
    en: 'Agree to sign electronically before signing.',
    fr: 'Acceptez de signer électroniquement avant de signer.',
  },
  LEASE_PLACES_MISSING: {
    en: 'Tap each place to sign or initial before finishing.',
    fr: 'Touchez chaque endroit à signer ou à parapher avant de terminer.',
  },
  LEASE_SIGNATURE_INVALID: {
    en: 'Your signature could not be read. Type it, or draw it again.',
    fr: 'Votre signature est illisible. Tapez-la ou dessinez-la de nouveau.',
  },
  LEASE_WEBHOOK_FORGED: {
    en: 'This notification is not signed by the signing service.',
    fr: "Cette notification n'est pas signée par le service de signature.",
  },
  LEASE_REMINDED_RECENTLY: {
    en: 'The signers were reminded less than a day ago. Try again tomorrow.',
    fr: 'Les signataires ont reçu un rappel il y a moins d’un jour. Réessayez demain.',
  },
  LEASE_DOCUMENT_NOT_READY: {
    en: 'The signed lease is not ready yet: everyone must sign first.',
    fr: "Le bail signé n'est pas encore prêt : tout le monde doit d'abord signer.",
  },
} as const satisfies Record<string, Bilingual>;

export type LeaseErrorCode = keyof typeof LEASE_ERRORS;
