import type { FieldLabels } from '../i18n/field-labels';

/** The search history pages' filters. */
export const SEARCH_HISTORY_FIELD_LABELS = {
  search: { en: 'Search', fr: 'Recherche' },
  location: { en: 'Location', fr: 'Emplacement' },
  from: { en: 'From', fr: 'Du' },
  to: { en: 'To', fr: 'Au' },
} as const satisfies FieldLabels;
