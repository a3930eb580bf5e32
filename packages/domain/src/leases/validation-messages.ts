import type { Bilingual } from '../i18n/translate';

/** The lease form's messages by key (terms.ts, validation.ts); gathered in i18n/validation-messages.ts. */
export const LEASE_VALIDATION_MESSAGES = {
  positiveAmount: { en: '{label} must be more than 0', fr: '{label} : le montant doit être supérieur à 0' },
  startInPast: {
    en: '{label} cannot be before today',
    fr: "{label} : la date ne peut pas précéder aujourd'hui",
  },
  endBeforeStart: {
    en: '{label} must be after the start date',
    fr: '{label} : la date doit suivre la date de début',
  },
  endRequired: {
    en: '{label} is required for a fixed term',
    fr: '{label} : ce champ est obligatoire pour une durée fixe',
  },
  depositAboveLimit: {
    en: '{label} cannot be more than ${limit} in this province ({province})',
    fr: '{label} : le montant ne peut pas dépasser {limit} $ dans cette province ({province})',
  },
  depositNotAllowed: {
    en: '{label} is not allowed in this province ({province})',
    fr: "{label} : ce dépôt n'est pas permis dans cette province ({province})",
  },
  duplicateSignerEmail: {
    en: 'Each signer needs their own email address',
    fr: 'Chaque signataire doit avoir sa propre adresse courriel',
  },
} as const satisfies Record<string, Bilingual>;
