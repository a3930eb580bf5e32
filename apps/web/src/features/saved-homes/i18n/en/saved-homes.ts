export const savedHomes = {
  title: 'Saved homes',
  subtitle: 'The homes you saved with the heart, newest first, with your notes and what changed since.',
  list: 'Your saved homes',
  pages: 'Pages of saved homes',
  loadError: 'Your saved homes could not be loaded.',
  emptyTitle: 'No saved homes yet',
  emptyText:
    'Tap the heart on a home you like: it is kept here with your notes, and you see when its price changes.',
  searchHomes: 'Search homes',
  noPicture: 'No picture',
  pictureOf: 'Picture of {{title}}',
  savedOn: 'Saved on {{date}}',
  status: {
    AVAILABLE: 'Still available',
    PRICE_DROPPED: 'Price dropped from {{from}} to {{to}}',
    PRICE_INCREASED: 'Price went up from {{from}} to {{to}}',
    RENTED: 'Rented',
    UNAVAILABLE: 'No longer available',
  },
  perMonth: '{{price}}/month',
  contactForPricing: 'Contact for pricing',
  note: {
    label: 'Your note',
    hint: 'Only you see it: the visit, a question for the landlord…',
    save: 'Save note',
    saving: 'Saving…',
    saved: 'Note saved',
  },
  remove: {
    button: 'Remove',
    label: 'Remove {{title}} from saved homes',
    title: 'Remove this home?',
    text: '{{title}} and your note on it will be taken out of your saved homes.',
    confirm: 'Remove',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    savedHomes: typeof savedHomes;
  }
}
