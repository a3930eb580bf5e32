import type { FieldLabels } from '../i18n/field-labels';

/** Newsletter subscription and unsubscription. */
export const NEWSLETTER_FIELD_LABELS = {
  email: { en: 'Email', fr: 'Courriel' },
  token: { en: 'Reset link', fr: 'Lien de réinitialisation' },
} as const satisfies FieldLabels;
