import type { FieldLabels } from '../i18n/field-labels';

/** The rental law editor's fields (schemas.ts). */
export const RENTAL_LAW_FIELD_LABELS = {
  title: { en: 'Title', fr: 'Titre' },
  description: { en: 'Summary', fr: 'Résumé' },
  province: { en: 'Province or territory', fr: 'Province ou territoire' },
  audience: { en: 'Written for', fr: 'Public visé' },
  topic: { en: 'Topic', fr: 'Sujet' },
  locale: { en: 'Language', fr: 'Langue' },
  body: { en: 'Text', fr: 'Texte' },
  sourceUrl: { en: 'Official source link', fr: 'Lien vers la source officielle' },
  sourceTitle: { en: 'Official source title', fr: 'Titre de la source officielle' },
  lastReviewedOn: { en: 'Last reviewed on', fr: 'Dernière révision le' },
  position: { en: 'Position', fr: 'Position' },
  isPublished: { en: 'Published', fr: 'Publiée' },
} as const satisfies FieldLabels;
