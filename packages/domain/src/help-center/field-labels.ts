import type { FieldLabels } from '../i18n/field-labels';

/** The staff collection form (schemas.ts). */
export const HELP_COLLECTION_FIELD_LABELS = {
  titleEn: { en: 'Title in English', fr: 'Titre en anglais' },
  titleFr: { en: 'Title in French', fr: 'Titre en français' },
  descriptionEn: { en: 'Description in English', fr: 'Description en anglais' },
  descriptionFr: { en: 'Description in French', fr: 'Description en français' },
  icon: { en: 'Icon', fr: 'Icône' },
  thumbnailUrl: { en: 'Thumbnail', fr: 'Vignette' },
  audience: { en: 'For', fr: 'Pour' },
} as const satisfies FieldLabels;

/** The staff article form (schemas.ts). */
export const HELP_ARTICLE_FIELD_LABELS = {
  collectionId: { en: 'Collection', fr: 'Collection' },
  title: { en: 'Title', fr: 'Titre' },
  description: { en: 'Summary', fr: 'Résumé' },
  body: { en: 'Text', fr: 'Texte' },
  thumbnailUrl: { en: 'Thumbnail', fr: 'Vignette' },
  province: { en: 'Province or territory', fr: 'Province ou territoire' },
  userType: { en: 'For', fr: 'Pour' },
  locale: { en: 'Language', fr: 'Langue' },
  translationOf: { en: 'Version in the other language', fr: "Version dans l'autre langue" },
  helpKey: { en: 'Help link from the product', fr: "Lien d'aide depuis le produit" },
  isPublished: { en: 'Published', fr: 'Publié' },
} as const satisfies FieldLabels;

/** 'Was this article helpful?' (schemas.ts). */
export const HELP_FEEDBACK_FIELD_LABELS = {
  helpful: { en: 'Was this article helpful?', fr: 'Cet article vous a-t-il été utile ?' },
  comment: { en: 'What was missing?', fr: 'Que manquait-il ?' },
} as const satisfies FieldLabels;
