import type { Bilingual } from '../i18n/translate';

/** Versioned terms of use and privacy policy (issue 23). */
export const LEGAL_ERRORS = {
  LEGAL_DOCUMENT_NOT_FOUND: {
    en: 'This version of the document does not exist.',
    fr: "Cette version du document n'existe pas.",
  },
  LEGAL_DOCUMENT_PUBLISHED: {
    en: 'A published version can no longer be changed. Create a new draft instead.',
    fr: 'Une version publiée ne peut plus être modifiée. Créez plutôt une nouvelle ébauche.',
  },
  LEGAL_DRAFT_EXISTS: {
    en: 'A draft of this document already exists. Edit or delete it first.',
    fr: 'Une ébauche de ce document existe déjà. Modifiez-la ou supprimez-la d’abord.',
  },
  LEGAL_NOT_CURRENT_TERMS: {
    en: 'Only the current version of the Terms of Use can be accepted. Reload the page.',
    fr: 'Seule la version en vigueur des Conditions d’utilisation peut être acceptée. Rechargez la page.',
  },
} as const satisfies Record<string, Bilingual>;
