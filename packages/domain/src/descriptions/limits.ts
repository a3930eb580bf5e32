import type { Bilingual } from '../i18n/translate';

/** Most pictures one scanImage call looks at: a building's whole picture limit (spec/03 §9). */
export const SCAN_IMAGE_MAX_URLS = 60;
/** Most landmarks sent with the description facts (spec/03 §9). */
export const DESCRIPTION_LANDMARKS_MAX = 15;
/** Most entries of any other list of description facts (amenities, tags, features, ...). */
export const DESCRIPTION_LIST_MAX = 60;
/** Longest single text fact (an address, a landmark, a feature). */
export const DESCRIPTION_TEXT_MAX_LENGTH = 300;

/** The text placed in the description when generation fails (spec/03 §8). */
export const DESCRIPTION_FAILED_TEXT: Bilingual = {
  en: 'Failed to create Description',
  fr: 'Échec de la création de la description',
};

/** The pricing toggle's wording when no price is given (spec/03 §3.7a). */
export const CONTACT_FOR_PRICING_TEXT: Bilingual = {
  en: 'Contact for Pricing!',
  fr: 'Contactez-nous pour le prix !',
};
