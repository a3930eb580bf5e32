import type { FieldLabels } from '../i18n/field-labels';

/** The search filters. */
export const SEARCH_FIELD_LABELS = {
  city: { en: 'City', fr: 'Ville' },
  bedrooms: { en: 'Bedrooms', fr: 'Chambres' },
  bathrooms: { en: 'Bathrooms', fr: 'Salles de bain' },
  propertyType: { en: 'Property type', fr: 'Type de propriété' },
  furnished: { en: 'Furnished', fr: 'Meublé' },
  parking: { en: 'Parking', fr: 'Stationnement' },
  moveIn: { en: 'Move-in date', fr: "Date d'emménagement" },
} as const satisfies FieldLabels;
