import type { Bilingual } from '../i18n/translate';

/** The renter's data rights (issue 25): consents, self-deletion and the staff-view log. */
export const DATA_RIGHTS_ERRORS = {
  CONSENT_NOT_FOUND: {
    en: 'This consent is not one of yours.',
    fr: 'Ce consentement ne fait pas partie des vôtres.',
  },
  CONSENT_ALREADY_WITHDRAWN: {
    en: 'This consent has already been withdrawn.',
    fr: 'Ce consentement a déjà été retiré.',
  },
  ACCOUNT_DELETION_ALREADY_REQUESTED: {
    en: 'The deletion of your account is already scheduled.',
    fr: 'La suppression de votre compte est déjà prévue.',
  },
  ACCOUNT_DELETION_NOT_REQUESTED: {
    en: 'No deletion of this account is scheduled, or it can no longer be cancelled.',
    fr: "Aucune suppression de ce compte n'est prévue, ou elle ne peut plus être annulée.",
  },
} as const satisfies Record<string, Bilingual>;
