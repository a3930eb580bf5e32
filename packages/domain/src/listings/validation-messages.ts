import type { Bilingual } from '../i18n/translate';

/** The listing wizard's validation messages. Gathered with the others in i18n/validation-messages.ts. */
export const LISTING_VALIDATION_MESSAGES = {
  priceOverLimit: {
    en: 'If the value here exceeds $200,000, please contact the rental team at {phone}',
    fr: "Si la valeur dépasse 200 000 $, veuillez communiquer avec l'équipe de location au {phone}",
  },
  yearInFuture: {
    en: '{label} must be before {year}',
    fr: "{label} : l'année doit être antérieure à {year}",
  },
  questionRequired: { en: 'This question is required', fr: 'Cette question est obligatoire' },
  picturesRequired: {
    en: 'At least one picture is required',
    fr: 'Au moins une photo est requise',
  },
  picturesMax: { en: 'At most {max} pictures are allowed', fr: 'Au plus {max} photos sont permises' },
  petsNoneExclusive: {
    en: 'None cannot be chosen with other pets',
    fr: "« Aucun » ne peut pas être choisi avec d'autres animaux",
  },
} as const satisfies Record<string, Bilingual>;
