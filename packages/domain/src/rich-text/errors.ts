import type { Bilingual } from '../i18n/translate';

/** Rich text (blogs, rental laws, legal pages, help center): what the server refuses in a body. */
export const RICH_TEXT_ERRORS = {
  RICH_TEXT_INVALID: {
    en: 'This text could not be read. Copy it, reload the page and paste it again.',
    fr: 'Ce texte est illisible. Copiez-le, rechargez la page et collez-le de nouveau.',
  },
  RICH_TEXT_TOO_LONG: {
    en: 'This text is too long: keep it under {max} characters.',
    fr: 'Ce texte est trop long : gardez-le sous {max} caractères.',
  },
  RICH_TEXT_EMPTY: {
    en: 'Write the text before publishing.',
    fr: 'Rédigez le texte avant de publier.',
  },
  RICH_TEXT_IMAGE_ALT_MISSING: {
    en: 'Describe every picture in the text (its alternative text) for readers who cannot see it.',
    fr: 'Décrivez chaque image du texte (son texte de remplacement) pour les lecteurs qui ne la voient pas.',
  },
  RICH_TEXT_UNSAFE_LINK: {
    en: 'A link or picture in the text has an address that is not allowed: use https:// links, e-mail or phone links, or pictures uploaded here.',
    fr: 'Un lien ou une image du texte a une adresse non permise : utilisez des liens https://, des liens courriel ou téléphone, ou des images téléversées ici.',
  },
} as const satisfies Record<string, Bilingual>;

export type RichTextErrorCode = keyof typeof RICH_TEXT_ERRORS;
