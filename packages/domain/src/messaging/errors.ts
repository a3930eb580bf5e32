import type { Bilingual } from '../i18n/translate';

/** Conversations, messages and enquiries. Codes are unique across domains (errors/codes.test.ts). */
export const MESSAGING_ERRORS = {
  BOOKING_ALREADY_EXISTS: { en: 'Booking already exist!', fr: 'Cette conversation existe déjà.' },
  ROOM_NOT_FOUND: {
    en: 'This conversation does not exist or you are not part of it.',
    fr: "Cette conversation n'existe pas ou vous n'y participez pas.",
  },
  LISTING_NOT_CONTACTABLE: {
    en: 'This listing cannot be contacted: it is hidden or no longer listed.',
    fr: "Cette annonce ne peut pas être contactée : elle est masquée ou n'est plus affichée.",
  },
  OWN_LISTING: {
    en: 'You cannot start a conversation about your own listing.',
    fr: 'Vous ne pouvez pas ouvrir une conversation sur votre propre annonce.',
  },
  MESSAGE_EMPTY: { en: 'Write a message or attach a file.', fr: 'Écrivez un message ou joignez un fichier.' },
  MESSAGE_TOO_LONG: {
    en: 'A message can be at most {max} characters.',
    fr: 'Un message peut compter au plus {max} caractères.',
  },
  MESSAGE_THROTTLED: {
    en: 'You are sending messages too quickly. Try again in {seconds} seconds.',
    fr: 'Vous envoyez des messages trop vite. Réessayez dans {seconds} secondes.',
  },
  CONVERSATION_BLOCKED: {
    en: 'Messages can no longer be sent in this conversation.',
    fr: 'Il n’est plus possible d’envoyer des messages dans cette conversation.',
  },
  SAVED_REPLIES_FULL: {
    en: 'You can keep at most {max} saved replies. Delete one to add another.',
    fr: 'Vous pouvez garder au plus {max} réponses enregistrées. Supprimez-en une pour en ajouter une autre.',
  },
  SAVED_REPLY_NOT_FOUND: {
    en: 'This saved reply does not exist.',
    fr: "Cette réponse enregistrée n'existe pas.",
  },
} as const satisfies Record<string, Bilingual>;
