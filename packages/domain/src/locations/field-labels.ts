import type { FieldLabels } from '../i18n/field-labels';

/** Addresses, and the cities and neighbourhoods made from them. */
export const LOCATION_ADMIN_FIELD_LABELS = {
  text: { en: 'Address', fr: 'Adresse' },
  first: { en: 'Number of suggestions', fr: 'Nombre de suggestions' },
  placeId: { en: 'Address', fr: 'Adresse' },
  city: { en: 'City', fr: 'Ville' },
  region: { en: 'Province', fr: 'Province' },
  neighbourhood: { en: 'Neighbourhood', fr: 'Quartier' },
  lat: { en: 'Latitude', fr: 'Latitude' },
  lng: { en: 'Longitude', fr: 'Longitude' },
  featured: { en: 'Featured', fr: 'En vedette' },
  popularity: { en: 'Popularity', fr: 'Popularité' },
} as const satisfies FieldLabels;
