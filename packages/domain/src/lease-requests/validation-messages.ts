import type { Bilingual } from '../i18n/translate';

/*
 * The lease request form's own messages by key (schemas.ts); gathered in i18n/validation-messages.ts.
 * Rent above 0 and a start date from today use the lease form's positiveAmount and startInPast.
 */
export const LEASE_REQUEST_VALIDATION_MESSAGES = {
  tenantsMax: { en: 'Add at most {max} tenants', fr: 'Ajoutez au plus {max} locataires' },
  termMonthsRange: {
    en: '{label} must be a whole number of months from 1 to 120',
    fr: '{label} : la durée doit être un nombre entier de mois, de 1 à 120',
  },
  dateRangeReversed: {
    en: '{label} must not be before the start of the range',
    fr: '{label} : la date ne peut pas précéder le début de la période',
  },
} as const satisfies Record<string, Bilingual>;
