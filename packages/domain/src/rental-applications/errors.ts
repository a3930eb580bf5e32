import type { Bilingual } from '../i18n/translate';

/**
 * Rental applications: submitting (issue 18), status changes (transitions.ts), files and shared
 * renter passports. Codes are unique across domains (errors/codes.test.ts).
 */
export const RENTAL_APPLICATION_ERRORS = {
  RENTAL_APPLICATION_NO_LISTING: {
    en: 'Choose the home you apply for: open its listing and press Apply. Your answers are kept.',
    fr: 'Choisissez le logement visé : ouvrez son annonce et appuyez sur Postuler. Vos réponses sont conservées.',
  },
  RENTAL_APPLICATION_LISTING_CLOSED: {
    en: 'This home is no longer taking applications. It may have been rented or taken down.',
    fr: "Ce logement n'accepte plus de demandes. Il a peut-être été loué ou retiré.",
  },
  /** {page} is the page's title, {field} the field's label, {message} what is wrong with it. */
  RENTAL_APPLICATION_PAGE_INVALID: {
    en: 'The page "{page}" of your application is not complete: {field}: {message}',
    fr: "La page « {page} » de votre demande n'est pas complète : {field} : {message}",
  },
  RENTAL_APPLICATION_ALREADY_SUBMITTED: {
    en: 'You have already applied for this home. Your application is being reviewed.',
    fr: "Vous avez déjà fait une demande pour ce logement. Elle est en cours d'examen.",
  },
  RENTAL_APPLICATION_NOT_FOUND: {
    en: 'This application does not exist or it is not yours.',
    fr: "Cette demande n'existe pas ou elle ne vous concerne pas.",
  },
  RENTAL_APPLICATION_CLOSED: {
    en: 'This application is closed: it was approved, declined, withdrawn or has expired.',
    fr: 'Cette demande est close : elle a été approuvée, refusée, retirée ou elle a expiré.',
  },
  RENTAL_APPLICATION_ACTION_NOT_ALLOWED: {
    en: 'This change is not possible for an application in its current state.',
    fr: "Ce changement n'est pas possible pour une demande dans cet état.",
  },
  RENTAL_APPLICATION_ACTOR_NOT_ALLOWED: {
    en: 'You cannot make this change to this application.',
    fr: 'Vous ne pouvez pas apporter ce changement à cette demande.',
  },
  RENTAL_APPLICATION_NOT_EXPIRED: {
    en: 'This application expires {days} days after it was submitted, not before.',
    fr: 'Cette demande expire {days} jours après sa soumission, pas avant.',
  },
  RENTAL_PASSPORT_SHARE_UNAVAILABLE: {
    en: 'This shared renter passport was revoked or has expired. Ask the renter to share it again.',
    fr: 'Ce passeport locataire partagé a été révoqué ou a expiré. Demandez au locataire de le partager de nouveau.',
  },
  /** {document} is the document key's label, {allowed} its accepted types ('.jpg, .jpeg, .png, .pdf'). */
  RENTAL_APPLICATION_FILE_TYPE: {
    en: '{document}: this file type is not accepted. Accepted: {allowed}.',
    fr: "{document} : ce type de fichier n'est pas accepté. Acceptés : {allowed}.",
  },
  RENTAL_APPLICATION_TOO_MANY_FILES: {
    en: '{document}: at most {max} files are allowed.',
    fr: '{document} : au plus {max} fichiers sont permis.',
  },
  RENTAL_APPLICATION_FILE_TOO_LARGE: {
    en: '{document}: this file is too large. The limit is {limit}.',
    fr: '{document} : ce fichier est trop volumineux. La limite est de {limit}.',
  },
  RENTAL_APPLICATION_SIN_INVALID: {
    en: 'This is not a valid SIN. Check its 9 digits, or leave it out: it is optional.',
    fr: "Ce n'est pas un NAS valide. Vérifiez ses 9 chiffres, ou ne l'indiquez pas : il est facultatif.",
  },
  RENTAL_APPLICATION_SIN_NOT_SHARED: {
    en: 'The applicant did not give a SIN with their consent to a credit check.',
    fr: "Le candidat n'a pas fourni de NAS avec son consentement à une vérification de crédit.",
  },
  RENTAL_APPLICATION_SIN_ALREADY_REVEALED: {
    en: 'The SIN of this application was already shown once, for the credit check.',
    fr: 'Le NAS de cette demande a déjà été affiché une fois, pour la vérification de crédit.',
  },
  RENTAL_APPLICATION_OWN_LISTING: {
    en: 'You cannot apply for your own listing.',
    fr: 'Vous ne pouvez pas faire une demande pour votre propre annonce.',
  },
  RENTAL_APPLICATION_DRAFT_TOO_LARGE: {
    en: 'This draft is too large to be saved to your account.',
    fr: 'Ce brouillon est trop volumineux pour être enregistré dans votre compte.',
  },
} as const satisfies Record<string, Bilingual>;

export type RentalApplicationErrorCode = keyof typeof RENTAL_APPLICATION_ERRORS;
