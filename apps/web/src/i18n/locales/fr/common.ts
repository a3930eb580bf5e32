import type { Translation } from '../../translation';
import type { common as en } from '../en/common';

export const common: Translation<typeof en> = {
  appName: 'Rentals',
  skipToContent: 'Aller au contenu principal',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  loading: 'Chargement…',
  language: {
    label: 'Langue',
    switchTo: 'Passer la langue en {{language}}',
    en: 'English',
    fr: 'Français',
  },
  actions: {
    save: 'Enregistrer',
    cancel: 'Annuler',
    close: 'Fermer',
    confirm: 'Confirmer',
    retry: 'Réessayer',
    back: 'Retour',
  },
  crash: {
    title: 'OUPS ! UNE ERREUR EST SURVENUE !',
    body: "Oups ! Nous sommes désolés, quelque chose s'est mal passé. Revenez à la page d'accueil ou rechargez la page.",
    refresh: 'Actualiser',
    home: "Aller à la page d'accueil",
  },
  dialogs: {
    failedTitle: 'Échec',
    failedText: 'Oups ! Une erreur est survenue. Réessayez plus tard',
    successTitle: 'Succès',
    successText: 'Envoyé avec succès',
  },
  footer: {
    tagline: 'Des logements à louer partout au Canada, en français et en anglais.',
    rights: '© {{year}} Rentals. Tous droits réservés.',
  },
  notFoundRedirect: "Cette page n'existe pas. Vous avez été redirigé vers la page d'accueil.",
};
