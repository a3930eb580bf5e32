import type { FieldLabels } from '../i18n/field-labels';

/** The facts a listing description is written from. */
export const DESCRIPTION_FIELD_LABELS = {
  address: { en: 'Address', fr: 'Adresse' },
  bedrooms: { en: 'Bedrooms', fr: 'Chambres' },
  bathrooms: { en: 'Bathrooms', fr: 'Salles de bain' },
  furnished: { en: 'Furnished', fr: 'Meublé' },
  deposit: { en: 'Deposit', fr: 'Dépôt' },
  storage: { en: 'Storage', fr: 'Rangement' },
} as const satisfies FieldLabels;
