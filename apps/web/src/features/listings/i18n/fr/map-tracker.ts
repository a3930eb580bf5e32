import type { Translation } from '../../../../i18n/translation';
import type { mapTracker as en } from '../en/map-tracker';

export const mapTracker: Translation<typeof en> = {
  map: {
    title: 'Suivi des propriétés sur la carte',
    subtitle: 'Toutes les annonces sur la carte, avec leur état.',
    filters: 'Filtrer la carte',
    states: 'États',
    city: 'Ville',
    cityHint: 'Le début du nom de la ville',
    label: 'Carte des annonces',
    legend: 'Ce que montrent les marqueurs',
    legendText:
      'Chaque marqueur indique son état, dans la couleur de cet état ci-dessous; les marqueurs proches se regroupent en un cercle vert numéroté.',
    count_one: '{{formatted}} annonce sur la carte',
    count_other: '{{formatted}} annonces sur la carte',
    limit_one:
      'La carte montre l’annonce la plus récente. Filtrez par état ou par ville pour voir les autres.',
    limit_other:
      'La carte montre les {{count}} annonces les plus récentes. Filtrez par état ou par ville pour voir les autres.',
    loadError: "Les annonces n'ont pas pu être chargées.",
    emptyTitle: 'Aucune annonce ne correspond à ces filtres',
    emptyText: 'Choisissez plus d’états ou une autre ville.',
    list: 'Annonces de la carte',
    columns: {
      title: 'Annonce',
      state: 'État',
      city: 'Ville',
      actions: 'Actions',
    },
    show: 'Détails',
    showLabel: 'Afficher les détails de {{title}}',
    details: {
      heading: 'Détails de l’annonce',
      close: 'Fermer les détails',
      owner: 'Propriétaire : {{name}}',
      ownerEmail: 'Propriétaire : {{name}} ({{email}})',
      created: 'Créée le {{date}}',
      units_one: '{{count}} logement',
      units_other: '{{count}} logements',
      open: 'Ouvrir la page de l’annonce',
      loadError: "Les détails n'ont pas pu être chargés.",
    },
    state: {
      PENDING: 'En attente',
      ACTIVE: 'Active',
      HIDDEN: 'Masquée',
      PREMIUM: 'Premium',
    },
  },
};
