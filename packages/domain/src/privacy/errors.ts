import type { Bilingual } from '../i18n/translate';

/** Privacy requests (issue 25): the data export of /profile/your-data. */
export const PRIVACY_ERRORS = {
  DATA_EXPORT_ALREADY_REQUESTED: {
    en: 'Your data export is already being prepared or ready to download. Download it, or ask again once its link has expired.',
    fr: "L'exportation de vos données est déjà en préparation ou prête à télécharger. Téléchargez-la, ou refaites la demande une fois son lien expiré.",
  },
  DATA_EXPORT_NOT_FOUND: {
    en: 'This data export request does not exist.',
    fr: "Cette demande d'exportation de données n'existe pas.",
  },
  DATA_EXPORT_NOT_FAILED: {
    en: 'Only a failed data export can be retried, and only while it is the user’s latest request. Reload the list.',
    fr: "Seule une exportation de données échouée peut être relancée, et seulement si c'est la dernière demande de l'utilisateur. Rechargez la liste.",
  },
} as const satisfies Record<string, Bilingual>;
