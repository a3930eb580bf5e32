import type { FieldLabels } from '../i18n/field-labels';

/** The note form of a saved home. */
export const SAVED_HOME_FIELD_LABELS = {
  listingId: { en: 'Home', fr: 'Logement' },
  note: { en: 'Note', fr: 'Note' },
} as const satisfies FieldLabels;
