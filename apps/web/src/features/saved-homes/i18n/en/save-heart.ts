/** The heart on listing cards and the listing page: with the first page's texts (bundles/en.ts). */
export const saveHeart = {
  save: 'Save {{title}}',
  saved: 'Saved: {{title}}',
  saveShort: 'Save',
  savedShort: 'Saved',
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    saveHeart: typeof saveHeart;
  }
}
