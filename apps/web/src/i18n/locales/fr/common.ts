import type { Translation } from '../../translation';
import type { common as en } from '../en/common';

export const common: Translation<typeof en> = {
  appName: 'Rentals',
  skipToContent: 'Aller au contenu principal',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  loading: 'Chargement…',
  /** A poster's badge (issue 25): components/plain/VerifiedBadge.tsx. */
  verified: 'Vérifié',
  language: {
    label: 'Langue',
    switchTo: 'Passer la langue en {{language}}',
    en: 'English',
    fr: 'Français',
  },
  /** Staff pages a staff member's permissions do not open. */
  staffNoAccess: {
    dashboard: 'Aller au tableau de bord',
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
  audit: {
    loadError: "L'historique n'a pas pu être chargé.",
    by: 'Par {{email}} le {{date}}',
    changes: 'Modifications',
    field: 'Champ',
    before: 'Avant',
    after: 'Après',
    noChanges: "Aucun champ n'a changé.",
    yes: 'Oui',
    no: 'Non',
    none: '—',
  },
  /** {{when}} : « aujourd’hui », « hier », « il y a 3 jours ». */
  listingAge: {
    posted: 'Publié {{when}}',
    updated: 'Mis à jour {{when}}',
    confirmed: 'Disponibilité confirmée {{when}}',
  },
  list: {
    showing_one: 'Affichage de {{from}} à {{to}} sur {{total}} résultat',
    showing_other: 'Affichage de {{from}} à {{to}} sur {{total}} résultats',
  },
  pager: {
    label: 'Pages',
    goToPage: 'Aller à la page {{page}}',
    currentPage: 'Page {{page}}, page actuelle',
    first: 'Aller à la première page',
    last: 'Aller à la dernière page',
    next: 'Aller à la page suivante',
    previous: 'Aller à la page précédente',
  },
  helpLink: {
    text: 'Aide',
    newTab: '(s’ouvre dans un nouvel onglet)',
    topics: { plans: 'Aide sur les forfaits' },
  },
  notFoundRedirect: "Cette page n'existe pas. Vous avez été redirigé vers la page d'accueil.",
};
