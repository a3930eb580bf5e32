import type { FieldLabels } from '../i18n/field-labels';

/** A staff notification's settings. */
export const NOTIFICATION_FIELD_LABELS = {
  recipients: { en: 'Recipients', fr: 'Destinataires' },
} as const satisfies FieldLabels;
