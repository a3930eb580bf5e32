import type { FieldLabels } from '../i18n/field-labels';

/** /contact-us and the staff answer. */
export const CONTACT_FIELD_LABELS = {
  name: { en: 'Name', fr: 'Nom' },
  email: { en: 'Email', fr: 'Courriel' },
  topic: { en: 'Topic', fr: 'Sujet' },
  message: { en: 'Message', fr: 'Message' },
  context: { en: 'About', fr: 'À propos de' },
  body: { en: 'Reply', fr: 'Réponse' },
  id: { en: 'Message', fr: 'Message' },
} as const satisfies FieldLabels;
