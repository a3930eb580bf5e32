import type { Bilingual } from '../i18n/translate';

/** The help center (spec/01 §2 Help center, §7, §8; issue 24). */
export const HELP_CENTER_ERRORS = {
  HELP_ARTICLE_NOT_FOUND: {
    en: 'This help article does not exist or was deleted.',
    fr: "Cet article d'aide n'existe pas ou a été supprimé.",
  },
  HELP_COLLECTION_NOT_FOUND: {
    en: 'This collection does not exist or was deleted.',
    fr: "Cette collection n'existe pas ou a été supprimée.",
  },
  HELP_COLLECTION_NOT_EMPTY: {
    en: 'This collection holds {count} articles. Choose the collection to move them to.',
    fr: 'Cette collection contient {count} articles. Choisissez la collection où les déplacer.',
  },
  HELP_COLLECTION_MOVE_INVALID: {
    en: 'Move the articles to another existing collection.',
    fr: 'Déplacez les articles vers une autre collection existante.',
  },
  HELP_REORDER_INVALID: {
    en: 'The new order lists an item twice or lists none. Reload the page and try again.',
    fr: 'Le nouvel ordre contient un élément deux fois ou aucun. Rechargez la page et réessayez.',
  },
  HELP_REORDER_CONFLICT: {
    en: 'Someone changed this list meanwhile. Reload the page to see their change, then reorder again.',
    fr: "Quelqu'un a modifié cette liste entre-temps. Rechargez la page pour voir sa modification, puis réordonnez de nouveau.",
  },
  HELP_PUBLISH_EMPTY_BODY: {
    en: 'Write the article before publishing it: its text is empty.',
    fr: "Rédigez l'article avant de le publier : son texte est vide.",
  },
  HELP_THUMBNAIL_INVALID: {
    en: 'Upload the thumbnail here: its address is not one of ours.',
    fr: 'Téléversez la vignette ici : son adresse ne vient pas de notre site.',
  },
  HELP_TRANSLATION_INVALID: {
    en: 'Link an article in the other language that is not already linked to another one.',
    fr: "Liez un article dans l'autre langue qui n'est pas déjà lié à un autre.",
  },
  HELP_KEY_TAKEN: {
    en: 'Another {locale} article already answers this help link. Remove it there first.',
    fr: "Un autre article en {locale} répond déjà à ce lien d'aide. Retirez-le d'abord de cet article.",
  },
  HELP_ANALYTICS_RANGE_INVALID: {
    en: 'Choose a start date before the end date, at most {days} days apart.',
    fr: 'Choisissez une date de début avant la date de fin, au plus {days} jours d’écart.',
  },
} as const satisfies Record<string, Bilingual>;

export type HelpCenterErrorCode = keyof typeof HELP_CENTER_ERRORS;
