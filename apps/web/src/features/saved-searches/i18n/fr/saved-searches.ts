import type { Translation } from '../../../../i18n/translation';
import type { savedSearches as en } from '../en/saved-searches';

export const savedSearches: Translation<typeof en> = {
  frequency: {
    label: 'Alertes',
    INSTANT: 'Immédiates : un courriel par nouveau logement',
    DAILY: 'Quotidiennes : un courriel à 8 h',
    NONE: 'Aucune : garder seulement la recherche',
  },
  frequencyShort: { INSTANT: 'Immédiates', DAILY: 'Quotidiennes', NONE: 'Aucune' },
  save: {
    title: 'Sauvegarder cette recherche',
    intro:
      'Gardez ces filtres et la zone de la carte, et recevez par courriel les nouveaux logements qui y correspondent.',
    submit: 'Sauvegarder la recherche',
    cancel: 'Annuler',
    close: 'Fermer',
    saved:
      'Recherche sauvegardée. Vous pouvez la renommer, modifier ses alertes ou la supprimer sur la page de vos recherches sauvegardées.',
    openList: 'Voir mes recherches sauvegardées',
  },
  page: {
    title: 'Recherches sauvegardées',
    subtitle:
      'Les recherches que vous gardez, et comment vous apprenez les nouveaux logements qui y correspondent.',
    loadError: "Vos recherches sauvegardées n'ont pas pu être chargées.",
    emptyTitle: 'Aucune recherche sauvegardée',
    emptyText:
      'Cherchez un logement, puis choisissez « Sauvegarder cette recherche » pour être averti des nouvelles annonces qui y correspondent.',
    startSearch: 'Lancer une recherche',
    list: 'Vos recherches sauvegardées',
  },
  item: {
    open: 'Ouvrir la recherche',
    rename: 'Renommer',
    renameLabel: 'Nouveau nom pour « {{name}} »',
    saveName: 'Enregistrer le nom',
    cancel: 'Annuler',
    pause: 'Suspendre les alertes',
    resume: 'Reprendre les alertes',
    paused: 'Alertes suspendues',
    delete: 'Supprimer',
    frequencyLabel: 'Alertes pour « {{name}} »',
    savedOn: 'Sauvegardée le {{date}}',
    confirmTitle: 'Supprimer « {{name}} » ?',
    confirmText:
      'La recherche et ses alertes sont supprimées. Vous pourrez la sauvegarder de nouveau depuis la page de recherche.',
    renamed: 'Nom enregistré.',
    updated: 'Alertes mises à jour.',
    deleted: 'Recherche supprimée.',
  },
  unsubscribe: {
    title: 'Alertes de recherche sauvegardée',
    question:
      'Ne plus recevoir les alertes par courriel de cette recherche sauvegardée? La recherche reste sauvegardée.',
    confirm: 'Désactiver ces alertes',
    done: 'Les alertes de cette recherche sauvegardée sont désactivées. Vous pouvez les réactiver depuis la page de vos recherches sauvegardées.',
    unknown:
      "Ce lien n'est pas valide. Ouvrez le dernier courriel d'alerte, ou modifiez vos alertes sur la page de vos recherches sauvegardées.",
    home: "Retour à la page d'accueil",
  },
};
