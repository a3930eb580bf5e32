import type { Bilingual } from '../i18n/translate';

/** Saved homes (issue 22): the heart on cards and listing pages, and the /saved-homes page. */
export const SAVED_HOME_ERRORS = {
  SAVED_HOME_NOT_FOUND: {
    en: 'This home is not in your saved homes.',
    fr: 'Ce logement ne fait pas partie de vos logements sauvegardés.',
  },
  SAVED_HOMES_LIMIT: {
    en: 'You can keep up to {max} saved homes. Remove some to save this one.',
    fr: "Vous pouvez garder jusqu'à {max} logements sauvegardés. Retirez-en pour sauvegarder celui-ci.",
  },
  LISTING_NOT_SAVEABLE: {
    en: 'This home is no longer listed, so it cannot be saved.',
    fr: "Ce logement n'est plus affiché, il ne peut donc pas être sauvegardé.",
  },
} as const satisfies Record<string, Bilingual>;
