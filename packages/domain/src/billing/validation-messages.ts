import type { Bilingual } from '../i18n/translate';

/** Plan form messages. Gathered with the others in i18n/validation-messages.ts. */
export const BILLING_VALIDATION_MESSAGES = {
  // Staff type dollars; the limit is kept in cents, so it is said in dollars here.
  planPriceMax: {
    en: '{label} can be at most $100,000',
    fr: '{label} : le montant maximal est de 100 000 $',
  },
} as const satisfies Record<string, Bilingual>;
