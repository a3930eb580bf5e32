import type { Bilingual } from '../i18n/translate';

/**
 * Stable error codes with their en/fr messages. The API sets `extensions.code`; the web shows the
 * message for the code in the user's language (spec/01 §8 wording where the spec gives one).
 */
export const ERROR_MESSAGES = {
  UNAUTHENTICATED: { en: 'Please log in to continue.', fr: 'Veuillez vous connecter pour continuer.' },
  NO_ACCESS: { en: "You don't have an Access", fr: "Vous n'avez pas d'accès" },
  /** Staff who may view listings but lack listings edit, on a listing state change (spec/01 §4 item 8, §8). */
  NO_EDIT_ACCESS: { en: "You don't have an access", fr: "Vous n'avez pas d'accès" },
  UNAUTHORIZED_ROLE: { en: "You don't have an access", fr: "Vous n'avez pas d'accès" },
  VALIDATION_FAILED: { en: 'Some fields are not valid.', fr: 'Certains champs ne sont pas valides.' },
  EMAIL_TAKEN: { en: 'This email is already exists!', fr: 'Cette adresse courriel existe déjà !' },
  INVALID_CREDENTIALS: {
    en: 'The email or password is incorrect.',
    fr: 'Le courriel ou le mot de passe est incorrect.',
  },
  INVALID_PASSWORD: { en: 'The password is incorrect.', fr: 'Le mot de passe est incorrect.' },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts. Try again in {minutes} minutes.',
    fr: 'Trop de tentatives. Réessayez dans {minutes} minutes.',
  },
  RESET_TOKEN_INVALID: {
    en: 'This reset link is invalid or has expired. Ask for a new one.',
    fr: 'Ce lien de réinitialisation est invalide ou expiré. Demandez-en un nouveau.',
  },
  USER_NOT_FOUND: { en: 'User not found.', fr: 'Utilisateur introuvable.' },
  USER_TYPE_CHANGE_NOT_ALLOWED: {
    en: 'This account type cannot be chosen here.',
    fr: 'Ce type de compte ne peut pas être choisi ici.',
  },
  CANNOT_DELETE_SELF: {
    en: 'You cannot delete your own account.',
    fr: 'Vous ne pouvez pas supprimer votre propre compte.',
  },
  NOT_A_SUB_ADMIN: {
    en: 'Permissions are set for sub-admins only. Admin have all Access.',
    fr: "Les permissions ne s'appliquent qu'aux sous-administrateurs. Un administrateur a tous les accès.",
  },
  FILE_TYPE_NOT_ALLOWED: {
    en: 'This file type is not allowed. Allowed: {allowed}.',
    fr: "Ce type de fichier n'est pas accepté. Acceptés : {allowed}.",
  },
  FILE_TOO_LARGE: {
    en: 'This file is too large. The limit is {limit}.',
    fr: 'Ce fichier est trop volumineux. La limite est de {limit}.',
  },
  TOO_MANY_FILES: {
    en: 'Too many files. The limit is {limit}.',
    fr: 'Trop de fichiers. La limite est de {limit}.',
  },
  FILE_NOT_FOUND: { en: 'File not found.', fr: 'Fichier introuvable.' },
  LISTING_NOT_FOUND: { en: 'Listing not found.', fr: 'Annonce introuvable.' },
  TENANT_NOT_FOUND: {
    en: 'This renter profile is not available.',
    fr: "Ce profil de locataire n'est pas disponible.",
  },
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
  LOCATION_NOT_FOUND: {
    en: 'The city or neighbourhood of this address was not found.',
    fr: 'La ville ou le quartier de cette adresse est introuvable.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is temporarily unavailable. Try again in a moment.',
    fr: 'Le service est temporairement indisponible. Réessayez dans un instant.',
  },
  RATE_LIMITED: { en: 'Too many requests. Slow down.', fr: 'Trop de requêtes. Ralentissez.' },
  QUERY_TOO_COMPLEX: { en: 'This request is too complex.', fr: 'Cette requête est trop complexe.' },
  INTERNAL: { en: 'Unexpected error.', fr: 'Erreur inattendue.' },
  SOMETHING_WRONG: {
    en: 'Oops! Something went wrong. Try after sometime',
    fr: 'Oups ! Une erreur est survenue. Réessayez plus tard',
  },
  CITY_NOT_FOUND: { en: 'City not found.', fr: 'Ville introuvable.' },
  VISION_NOT_CONFIGURED: {
    en: 'Picture scanning is not available.',
    fr: "L'analyse des photos n'est pas disponible.",
  },
  VISION_FAILED: {
    en: 'The pictures could not be scanned. Try again later.',
    fr: "Les photos n'ont pas pu être analysées. Réessayez plus tard.",
  },
  EMAIL_NOT_FOUND: {
    en: 'This e-mail is no longer in the outbox.',
    fr: "Ce courriel n'est plus dans la boîte d'envoi.",
  },
} as const satisfies Record<string, Bilingual>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && code in ERROR_MESSAGES;
}
