import type { Bilingual } from '../i18n/translate';

/** Privacy requests (issue 25): the data export of /profile/your-data. */
export const PRIVACY_ERRORS = {
  DATA_EXPORT_ALREADY_REQUESTED: {
    en: 'Your data export is already being prepared or ready to download. Download it, or ask again once its link has expired.',
    fr: "L'exportation de vos données est déjà en préparation ou prête à télécharger. Téléchargez-la, ou refaites la demande une fois son lien expiré.",
  },
} as const satisfies Record<string, Bilingual>;
