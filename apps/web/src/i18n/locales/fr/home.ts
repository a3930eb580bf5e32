import type { Translation } from '../../translation';
import type { home as en } from '../en/home';

export const home: Translation<typeof en> = {
  metaTitle: 'Logements à louer au Canada',
  metaDescription:
    'Appartements, condos, maisons et chambres à louer partout au Canada, en français et en anglais. Cherchez par ville, écrivez aux propriétaires, réservez des visites et postulez en ligne.',
  hero: {
    title: 'Trouvez votre prochain logement au Canada',
    subtitle:
      'Appartements, condos, maisons et chambres à louer. Écrivez aux propriétaires, réservez des visites et présentez votre demande en ligne.',
    searchLabel: 'Ville',
    searchPlaceholder: 'Cherchez une ville, p. ex. {{city}}',
    submit: 'Rechercher',
    noOptions: 'Aucune ville correspondante',
    searchForm: 'Chercher des logements par ville',
  },
  trending: {
    title: 'Locations en vogue',
    subtitle: "Les annonces premium d'abord, puis les logements les plus récents sur Rentals.",
    seeAll: 'Voir toutes les locations',
    empty: "Aucune annonce n'est encore publiée. Revenez bientôt.",
    error: "Les annonces n'ont pas pu être chargées.",
    loading: 'Chargement des annonces',
  },
  featured: {
    title: 'Villes en vedette',
    subtitle: "Des logements jusqu'à {{max}} par mois dans les régions les plus recherchées.",
    count_one: '{{formatted}} logement',
    count_other: '{{formatted}} logements',
    none: 'Aucun logement pour le moment',
    explore: 'Explorer',
  },
  testimonials: {
    title: 'Ce que disent nos locataires et propriétaires',
  },
  popular: {
    title: 'Explorer par quartier',
    subtitle: 'Toutes les villes de Rentals, avec les quartiers les plus recherchés par les locataires.',
    empty: "Aucune ville n'est encore disponible.",
    error: "Les villes n'ont pas pu être chargées.",
    explore: 'Explorer les logements à {{city}}',
    more_one: '+{{count}} autre',
    more_other: '+{{count}} autres',
  },
  value: {
    title: 'La location, tout simplement',
    renters: {
      title: 'Pour les locataires',
      text: 'Cherchez par ville et par quartier, gagnez du temps grâce à des annonces claires et écrivez directement aux propriétaires.',
    },
    landlords: {
      title: 'Pour les propriétaires',
      text: 'Affichez vos immeubles et vos logements, choisissez le forfait qui vous convient et mettez une annonce en vedette pour plus de visibilité.',
    },
    apply: {
      title: 'Demande et signature en ligne',
      text: 'Réservez des visites, envoyez une demande de location et signez le bail électroniquement.',
    },
    bilingual: {
      title: 'En français et en anglais',
      text: "Chaque page existe dans les deux langues officielles. Changez de langue à tout moment depuis l'en-tête.",
    },
  },
  cta: {
    landlordTitle: 'Vous êtes propriétaire ?',
    landlordText: "Joignez dès aujourd'hui les locataires qui cherchent dans votre ville.",
    landlordAction: 'Afficher votre propriété',
    learnTitle: 'Nouveau locataire au Canada ?',
    learnText: 'Lisez nos guides sur les baux, les dépôts et vos droits de locataire.',
    learnAction: 'Visiter le Centre de connaissances',
    helpAction: 'Nous joindre',
  },
};
