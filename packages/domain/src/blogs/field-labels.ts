import type { FieldLabels } from '../i18n/field-labels';

/** The staff post form (schemas.ts). */
export const BLOG_FIELD_LABELS = {
  title: { en: 'Title', fr: 'Titre' },
  slug: { en: 'Web address', fr: 'Adresse web' },
  description: { en: 'Summary', fr: 'Résumé' },
  body: { en: 'Text', fr: 'Texte' },
  thumbnailUrl: { en: 'Thumbnail', fr: 'Vignette' },
  tags: { en: 'Tags', fr: 'Étiquettes' },
  authorId: { en: 'Author', fr: 'Auteur' },
  locale: { en: 'Language', fr: 'Langue' },
  isPublished: { en: 'Published', fr: 'Publié' },
  publishAt: { en: 'Publication time', fr: 'Heure de publication' },
} as const satisfies FieldLabels;

/** The blog author form (schemas.ts). */
export const BLOG_AUTHOR_FIELD_LABELS = {
  name: { en: 'Name', fr: 'Nom' },
  bio: { en: 'Biography', fr: 'Biographie' },
  avatarUrl: { en: 'Photo', fr: 'Photo' },
} as const satisfies FieldLabels;
