import { translate } from '../i18n/translate';
import type { Locale } from '../users/enums';

/*
 * The e-mail saying a data export is ready, in the user's language. {link} opens the page with the
 * download button (the file itself needs the user's session); {expires} is the link's last day.
 */
const READY_EMAIL = {
  subject: { en: 'Your data is ready to download', fr: 'Vos données sont prêtes à télécharger' },
  text: {
    en: 'The copy of your data you asked for is ready. Sign in and download it here: {link}\n\nThe link works until {expires}; after that the file is deleted and you can ask for a new copy.\n\nIf you did not ask for it, change your password and tell us.',
    fr: "La copie de vos données que vous avez demandée est prête. Connectez-vous et téléchargez-la ici : {link}\n\nLe lien fonctionne jusqu'au {expires}; ensuite, le fichier est supprimé et vous pouvez demander une nouvelle copie.\n\nSi vous n'avez rien demandé, changez votre mot de passe et avisez-nous.",
  },
} as const;

export function dataExportReadyEmail(params: { link: string; expires: string }, locale: Locale) {
  return {
    subject: translate(READY_EMAIL.subject, locale, params),
    text: translate(READY_EMAIL.text, locale, params),
  };
}
