import type { Bilingual } from '../i18n/translate';

/** Curated articles and testimonials (spec/01 §3 Article (admin), Testimonial). */
export const ARTICLE_ERRORS = {
  ARTICLE_NOT_FOUND: { en: 'This article does not exist.', fr: "Cet article n'existe pas." },
  ARTICLE_URL_NOT_HTTPS: {
    en: 'The article address must start with https://.',
    fr: "L'adresse de l'article doit commencer par https://.",
  },
  ARTICLE_URL_INVALID: {
    en: 'The article address must name a real website, e.g. https://www.cmhc-schl.gc.ca/….',
    fr: "L'adresse de l'article doit désigner un vrai site, p. ex. https://www.cmhc-schl.gc.ca/….",
  },
  ARTICLE_URL_HAS_CREDENTIALS: {
    en: 'The article address must not contain a user name or password.',
    fr: "L'adresse de l'article ne doit contenir ni nom d'utilisateur ni mot de passe.",
  },
  ARTICLE_IMAGE_INVALID: {
    en: 'The picture must be an uploaded content picture or an https:// address.',
    fr: 'L’image doit être une image de contenu téléversée ou une adresse https://.',
  },
  TESTIMONIAL_NOT_FOUND: { en: 'This testimonial does not exist.', fr: "Ce témoignage n'existe pas." },
} as const satisfies Record<string, Bilingual>;
