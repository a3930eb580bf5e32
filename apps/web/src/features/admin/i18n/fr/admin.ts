import type { Translation } from '../../../../i18n/translation';
import type { admin as en } from '../en/admin';

export const admin: Translation<typeof en> = {
  dashboard: {
    title: 'Tableau de bord',
    subtitle: "Les chiffres qui comptent pour l'équipe, en ce moment.",
    error: "Les chiffres n'ont pas pu être chargés.",
    noFigures:
      "Vos permissions n'incluent aucun de ces chiffres. Un administrateur peut vous y donner accès.",
    listings: {
      heading: 'Annonces',
      pending: 'En attente',
      pendingHint: 'Non approuvées : en attente d’examen ou refusées',
      active: 'Actives',
      activeHint: 'Publiques, sans mise en avant',
      hidden: 'Masquées',
      hiddenHint: 'Approuvées, mais masquées ou désactivées',
      premium: 'Premium',
      premiumHint: 'Publiques, avec une mise en avant en cours',
      total: 'Toutes les annonces',
      totalHint: 'Tous les états réunis',
      requested: 'Annonces demandées',
      requestedHint: 'En attente d’examen',
    },
    chart: {
      heading_one: 'Le dernier jour',
      heading_other: 'Les {{count}} derniers jours',
      title: 'Nouvelles annonces et nouveaux comptes par jour',
      summary:
        'Du {{from}} au {{to}} : nouvelles annonces {{listings}}, nouveaux comptes {{users}}. Jour le plus actif : {{busiest}}.',
      quiet: 'Du {{from}} au {{to}} : aucune nouvelle annonce et aucun nouveau compte.',
      newListings: 'Nouvelles annonces',
      newUsers: 'Nouveaux comptes',
      day: 'Jour',
      caption: 'Nouvelles annonces et nouveaux comptes par jour, du {{from}} au {{to}}',
    },
    users: {
      heading: 'Comptes',
      total: 'Tous les comptes',
    },
    content: {
      heading: 'Contenu',
      postsPublished: 'Billets publiés',
      postsDraft: 'Billets en brouillon',
      postsScheduled: 'Billets programmés',
      viewsThisWeek: 'Lectures du blogue, 7 derniers jours',
      trending: 'Articles Tendances',
      estateScoop: 'Articles Estate Scoop',
      lawsToReview: 'Lois sur la location à réviser (plus d’un an)',
      topPosts: 'Billets les plus lus, 7 derniers jours',
      noViews: 'Aucun billet lu ces 7 derniers jours.',
      views_one: '({{formatted}} lecture)',
      views_other: '({{formatted}} lectures)',
    },
  },
};
