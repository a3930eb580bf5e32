import type { FieldLabels } from '../i18n/field-labels';

/** Saving a search and changing its alerts. */
export const SAVED_SEARCH_FIELD_LABELS = {
  name: { en: 'Name', fr: 'Nom' },
  filters: { en: 'Search', fr: 'Recherche' },
  alertFrequency: { en: 'Alerts', fr: 'Alertes' },
  paused: { en: 'Paused', fr: 'En pause' },
} as const satisfies FieldLabels;
