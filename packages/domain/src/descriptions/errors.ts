import type { Bilingual } from '../i18n/translate';

/** Listing descriptions and picture scanning. Codes are unique across domains (errors/codes.test.ts). */
export const DESCRIPTION_ERRORS = {
  VISION_NOT_CONFIGURED: {
    en: 'Picture scanning is not available.',
    fr: "L'analyse des photos n'est pas disponible.",
  },
  VISION_FAILED: {
    en: 'The pictures could not be scanned. Try again later.',
    fr: "Les photos n'ont pas pu être analysées. Réessayez plus tard.",
  },
} as const satisfies Record<string, Bilingual>;
