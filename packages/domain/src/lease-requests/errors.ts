import type { Bilingual } from '../i18n/translate';

/** Requests to the team to prepare a lease (/lease-details-form, issue 19). */
export const LEASE_REQUEST_ERRORS = {
  LEASE_REQUEST_NOT_FOUND: {
    en: 'This lease request does not exist or was deleted.',
    fr: "Cette demande de bail n'existe pas ou a été supprimée.",
  },
  LEASE_REQUEST_NOT_LANDLORD: {
    en: 'Only landlords can ask the team to prepare a lease. Switch to a landlord account to send one.',
    fr: 'Seuls les propriétaires peuvent demander à l’équipe de préparer un bail. Passez à un compte de propriétaire pour en envoyer une.',
  },
  LEASE_REQUEST_LISTING_NOT_FOUND: {
    en: 'This listing is not one of yours.',
    fr: "Cette annonce n'est pas l'une des vôtres.",
  },
  LEASE_REQUEST_TRANSITION_NOT_ALLOWED: {
    en: 'This request cannot move to that status from where it is now.',
    fr: 'Cette demande ne peut pas passer à ce statut depuis son statut actuel.',
  },
} as const satisfies Record<string, Bilingual>;

export type LeaseRequestErrorCode = keyof typeof LEASE_REQUEST_ERRORS;
