import type { Bilingual } from '../i18n/translate';

/** Blog posts and their authors (spec/01 §3 Blog, blog author). */
export const BLOG_ERRORS = {
  BLOG_NOT_FOUND: {
    en: 'This post does not exist or was deleted.',
    fr: "Ce billet n'existe pas ou a été supprimé.",
  },
  BLOG_SLUG_TAKEN: {
    en: 'Another post already uses this web address. Choose another one.',
    fr: 'Un autre billet utilise déjà cette adresse web. Choisissez-en une autre.',
  },
  BLOG_SLUG_INVALID: {
    en: 'A web address uses lowercase letters, digits and hyphens only, at most {max} characters.',
    fr: 'Une adresse web ne contient que des lettres minuscules, des chiffres et des traits d’union, au plus {max} caractères.',
  },
  BLOG_SCHEDULE_IN_PAST: {
    en: 'Choose a publication time in the future, or publish now.',
    fr: 'Choisissez une heure de publication future, ou publiez maintenant.',
  },
  BLOG_SCHEDULE_TOO_FAR: {
    en: 'A post can be scheduled at most {days} days ahead.',
    fr: 'Un billet peut être programmé au plus {days} jours à l’avance.',
  },
  BLOG_AUTHOR_NOT_FOUND: {
    en: 'This author does not exist or was deleted.',
    fr: "Cet auteur n'existe pas ou a été supprimé.",
  },
  BLOG_AUTHOR_IN_USE: {
    en: 'This author signs {count} posts. Give them another author first.',
    fr: 'Cet auteur signe {count} billets. Attribuez-les d’abord à un autre auteur.',
  },
  BLOG_THUMBNAIL_INVALID: {
    en: 'Upload the thumbnail here: its address is not one of ours.',
    fr: 'Téléversez la vignette ici : son adresse ne vient pas de notre site.',
  },
} as const satisfies Record<string, Bilingual>;

export type BlogErrorCode = keyof typeof BLOG_ERRORS;
