import type { Bilingual } from '../i18n/translate';

/** Tags of blog posts and curated articles (spec/01 §3 Tag items). */
export const CONTENT_TAG_ERRORS = {
  TAG_NOT_FOUND: { en: 'This tag does not exist.', fr: "Cette étiquette n'existe pas." },
  TAG_NAME_INVALID: {
    en: 'A tag is 1 to {max} characters long.',
    fr: 'Une étiquette compte de 1 à {max} caractères.',
  },
  TAG_NAME_TAKEN: { en: 'A tag with this name already exists.', fr: 'Une étiquette porte déjà ce nom.' },
  TOO_MANY_TAGS: { en: 'Choose at most {max} tags.', fr: 'Choisissez au plus {max} étiquettes.' },
  TAG_IN_USE: {
    en: 'This tag is used by {count} posts or articles. Remove it from them first.',
    fr: 'Cette étiquette est utilisée par {count} billets ou articles. Retirez-la d’abord de ceux-ci.',
  },
} as const satisfies Record<string, Bilingual>;
