import type { Translation } from '../../../../i18n/translation';
import type { savedHomes as en } from '../en/saved-homes';

export const savedHomes: Translation<typeof en> = {
  title: 'Logements sauvegardés',
  subtitle:
    'Les logements que vous avez sauvegardés avec le cœur, les plus récents en premier, avec vos notes et ce qui a changé depuis.',
  list: 'Vos logements sauvegardés',
  pages: 'Pages des logements sauvegardés',
  loadError: "Vos logements sauvegardés n'ont pas pu être chargés.",
  emptyTitle: 'Aucun logement sauvegardé pour le moment',
  emptyText:
    'Touchez le cœur d’un logement qui vous plaît : il est gardé ici avec vos notes, et vous voyez quand son prix change.',
  searchHomes: 'Chercher un logement',
  noPicture: 'Aucune photo',
  pictureOf: 'Photo de {{title}}',
  savedOn: 'Sauvegardé le {{date}}',
  status: {
    AVAILABLE: 'Toujours disponible',
    PRICE_DROPPED: 'Prix baissé de {{from}} à {{to}}',
    PRICE_INCREASED: 'Prix augmenté de {{from}} à {{to}}',
    RENTED: 'Loué',
    UNAVAILABLE: "N'est plus disponible",
  },
  perMonth: '{{price}}/mois',
  contactForPricing: 'Contactez-nous pour le prix',
  note: {
    label: 'Votre note',
    hint: 'Vous seul la voyez : la visite, une question pour le propriétaire…',
    save: 'Enregistrer la note',
    saving: 'Enregistrement…',
    saved: 'Note enregistrée',
  },
  remove: {
    button: 'Retirer',
    label: 'Retirer {{title}} des logements sauvegardés',
    title: 'Retirer ce logement ?',
    text: '{{title}} et votre note seront retirés de vos logements sauvegardés.',
    confirm: 'Retirer',
  },
};
