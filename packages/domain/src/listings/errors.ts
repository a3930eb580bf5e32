import type { Bilingual } from '../i18n/translate';

/** Buildings, units, pictures and their review. Codes are unique across domains (errors/codes.test.ts). */
export const LISTING_ERRORS = {
  LISTING_NOT_FOUND: { en: 'Listing not found.', fr: 'Annonce introuvable.' },
  LISTING_ALREADY_REVIEWED: {
    en: 'This listing has already been reviewed. Refresh the list.',
    fr: 'Cette annonce a déjà été examinée. Actualisez la liste.',
  },
  UNIT_NOT_FOUND: { en: 'Unit not found.', fr: 'Logement introuvable.' },
  PICTURE_NOT_FOUND: { en: 'Picture not found.', fr: 'Photo introuvable.' },
  LAST_UNIT: {
    en: 'A building keeps at least one unit. Delete the building instead.',
    fr: "Un immeuble garde au moins un logement. Supprimez plutôt l'immeuble.",
  },
  TOO_MANY_PICTURES: {
    en: 'A building has at most {limit} pictures.',
    fr: 'Un immeuble a au plus {limit} photos.',
  },
  TOO_MANY_UNITS: {
    en: 'A building has at most {limit} units.',
    fr: 'Un immeuble a au plus {limit} logements.',
  },
  // A 'Still available?' link (availability-confirmation.ts): nothing changes when one fails.
  CONFIRMATION_LINK_INVALID: {
    en: 'This link is not valid. Open the link from your e-mail again, or confirm from your listings.',
    fr: "Ce lien n'est pas valide. Ouvrez de nouveau le lien de votre courriel ou confirmez à partir de vos annonces.",
  },
  CONFIRMATION_LINK_USED: {
    en: 'This link has already been used. Your answer was recorded; manage the listing from your listings.',
    fr: 'Ce lien a déjà été utilisé. Votre réponse a été enregistrée; gérez l’annonce à partir de vos annonces.',
  },
  CONFIRMATION_LINK_EXPIRED: {
    en: 'This link has expired. Confirm the listing’s availability from your listings.',
    fr: 'Ce lien a expiré. Confirmez la disponibilité de l’annonce à partir de vos annonces.',
  },
} as const satisfies Record<string, Bilingual>;
