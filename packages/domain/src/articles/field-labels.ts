import type { FieldLabels } from '../i18n/field-labels';

/** Staff's article form on /articles. */
export const ARTICLE_FIELD_LABELS = {
  title: { en: 'Title', fr: 'Titre' },
  subtitle: { en: 'Subtitle', fr: 'Sous-titre' },
  description: { en: 'Description', fr: 'Description' },
  articleUrl: { en: 'Article address', fr: "Adresse de l'article" },
  articleType: { en: 'Section', fr: 'Section' },
  imageUrl: { en: 'Picture', fr: 'Image' },
  status: { en: 'Status', fr: 'Statut' },
  note: { en: 'Staff note', fr: "Note de l'équipe" },
  locale: { en: 'Language', fr: 'Langue' },
  tags: { en: 'Tags', fr: 'Étiquettes' },
} satisfies FieldLabels;

/** Staff's testimonial form on /articles. */
export const TESTIMONIAL_FIELD_LABELS = {
  fullName: { en: 'Full name', fr: 'Nom complet' },
  keyword: { en: 'Keyword', fr: 'Mot-clé' },
  quote: { en: 'Quote', fr: 'Citation' },
  imageUrl: { en: 'Portrait', fr: 'Portrait' },
  locale: { en: 'Language', fr: 'Langue' },
  isPublished: { en: 'Published', fr: 'Publié' },
} satisfies FieldLabels;
