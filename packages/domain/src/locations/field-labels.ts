import type { FieldLabels } from '../i18n/field-labels';

/** Cities and neighbourhoods created by staff. */
export const LOCATION_ADMIN_FIELD_LABELS = {
  name: { en: 'Name', fr: 'Nom' },
  province: { en: 'Province', fr: 'Province' },
  lat: { en: 'Latitude', fr: 'Latitude' },
  lng: { en: 'Longitude', fr: 'Longitude' },
  cityId: { en: 'City', fr: 'Ville' },
} as const satisfies FieldLabels;
