import type { Translation } from '../../../../i18n/translation';
import type { knowledgeCenter as en } from '../en/knowledge-center';

export const knowledgeCenter: Translation<typeof en> = {
  title: 'Centre de connaissances',
  intro: 'Guides, nouvelles et règles de la location au Canada, réunis au même endroit.',
  headDescription:
    'Des guides pour locataires et propriétaires, l’actualité du logement et les lois sur la location de votre province : cherchez dans tout ce que nous publions.',
  search: {
    label: 'Chercher dans les guides, les nouvelles et les lois sur la location',
    field: 'Rechercher un sujet',
    button: 'Rechercher',
    clear: 'Effacer la recherche',
    hint: 'Saisissez au moins deux lettres. Les résultats s’affichent pendant la saisie.',
    loading: 'Recherche en cours…',
    results_one: '{{count}} résultat pour « {{query}} »',
    results_other: '{{count}} résultats pour « {{query}} »',
    resultsList: 'Résultats de la recherche',
    none: 'Aucun résultat pour « {{query}} ».',
    noneHint: 'Essayez d’autres mots ou vérifiez l’orthographe.',
    error: 'La recherche a échoué. Réessayez.',
    retry: 'Réessayer',
  },
  kinds: {
    BLOG: 'Billet de blogue',
    ARTICLE: 'Article',
    RENTAL_LAW: 'Loi sur la location',
    HELP_CENTER: 'Centre d’aide',
  },
  external: '(ouvre un autre site dans un nouvel onglet)',
  sections: {
    posts: 'Derniers billets du blogue',
    allPosts: 'Tous les billets',
    trending: 'Tendances',
    estateScoop: 'Estate Scoop',
    rentalLaws: 'Lois sur la location – {{province}}',
    allRentalLaws: 'Toutes les lois sur la location',
    readingTime_one: '{{count}} min de lecture',
    readingTime_other: '{{count}} min de lecture',
    audience: {
      RENTER: 'Pour les locataires',
      LANDLORD: 'Pour les propriétaires',
      BOTH: 'Pour les locataires et les propriétaires',
    },
    helpTitle: 'Centre d’aide',
    helpText: 'Des réponses sur votre compte, les annonces, les demandes de location et les paiements.',
    helpLink: 'Visiter le centre d’aide',
  },
  loadError: 'Cette page n’a pas pu être chargée.',
  retry: 'Réessayer',
  feeds: {
    rss: 'Blogue (RSS)',
    atom: 'Blogue (Atom)',
  },
  feed: {
    title: 'Fil en direct',
    description:
      'Les plus récents logements à louer et les derniers billets, mis à jour toutes les quelques minutes.',
    listings: 'Nouveaux logements à louer',
    posts: 'Derniers billets',
    noListings: 'Aucun logement à afficher pour le moment.',
    noPosts: 'Aucun billet pour le moment.',
    updated: 'Mis à jour à {{time}}',
    from: 'À partir de {{price}}/mois',
    contact: 'Prix sur demande',
    error: 'Le fil n’a pas pu être mis à jour. Il réessaiera sous peu.',
  },
};
