import type { FieldLabels } from '../i18n/field-labels';

/** The "Get verified" form and the staff decision, for validation messages. */
export const VERIFICATION_FIELD_LABELS = {
  role: { en: 'Role', fr: 'Rôle' },
  registrationNumber: { en: 'Registration number', fr: "Numéro d'inscription" },
  documents: { en: 'Documents', fr: 'Documents' },
  id: { en: 'Request', fr: 'Demande' },
  decision: { en: 'Decision', fr: 'Décision' },
  reason: { en: 'Reason', fr: 'Raison' },
} as const satisfies FieldLabels;
