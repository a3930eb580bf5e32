import type { Bilingual } from './translate';

/**
 * Messages of the shared zod schemas, by key, but for those of a domain that keeps its own
 * (validation-messages.ts gathers them all). A page that needs only these, the search filters,
 * imports this file and leaves the other domains' texts out of its first load. The schemas carry the key; the form and the API both
 * turn it into the en/fr text here, so client and server say the same thing (spec/01 §5 wording).
 * In French a label is a noun of either gender ('Adresse', 'Prénom'), so no adjective may agree
 * with it: the label comes first, then a colon and a sentence that stands on its own.
 */
export const COMMON_VALIDATION_MESSAGES = {
  required: { en: '{label} is required', fr: '{label} : ce champ est obligatoire' },
  email: { en: 'Please provide a valid email addess.', fr: 'Veuillez fournir une adresse courriel valide.' },
  passwordRules: {
    en: 'Password should contain at least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character',
    fr: 'Le mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule, un chiffre et un caractère spécial',
  },
  passwordTooLong: {
    en: 'Password should contain at most 128 characters',
    fr: 'Le mot de passe doit contenir au plus 128 caractères',
  },
  passwordMismatch: {
    en: 'password and re-enter password does not match',
    fr: 'le mot de passe et sa confirmation ne correspondent pas',
  },
  phone: { en: 'Phone number is not valid', fr: "Le numéro de téléphone n'est pas valide" },
  zipCode: {
    en: 'Postal code should be at most 6 letters and digits',
    fr: 'Le code postal doit contenir au plus 6 lettres et chiffres',
  },
  tooLong: { en: '{label} is too long', fr: '{label} : le texte est trop long' },
  min: { en: 'Minimum number should be {min}', fr: 'Le nombre minimum est {min}' },
  max: { en: 'Maximum number should be {max}', fr: 'Le nombre maximum est {max}' },
  invalidChoice: {
    en: '{label} is not one of the choices',
    fr: '{label} : cette valeur ne fait pas partie des choix',
  },
  invalidDate: {
    en: '{label} must be a date in YYYY-MM-DD',
    fr: '{label} : la date doit être au format AAAA-MM-JJ',
  },
  notFuture: {
    en: '{label} cannot be in the future',
    fr: '{label} : la date ne peut pas être dans le futur',
  },
  dateBeforeYear: {
    en: '{label} cannot be before {year}',
    fr: '{label} : la date ne peut pas précéder {year}',
  },
  url: { en: 'Please provide a valid URL', fr: 'Veuillez fournir une URL valide' },
  invalid: { en: '{label} is not valid', fr: "{label} : cette valeur n'est pas valide" },
  imageTooSmall: {
    en: 'The image must be at least {min}px wide and high',
    fr: "L'image doit mesurer au moins {min} px de largeur et de hauteur",
  },
  amountNumber: { en: 'Amount must be a number', fr: 'Le montant doit être un nombre' },
  amountMin: {
    en: 'Value must be greater than or equal to $0',
    fr: 'La valeur doit être supérieure ou égale à 0 $',
  },
  amountStep: {
    en: 'Amount must not have more than two decimals',
    fr: 'Le montant ne doit pas avoir plus de deux décimales',
  },
  priceOverLimit: {
    en: 'If the value here exceeds $200,000, please contact the rental team at {phone}',
    fr: "Si la valeur dépasse 200 000 $, veuillez communiquer avec l'équipe de location au {phone}",
  },
  yearInFuture: {
    en: '{label} must be before {year}',
    fr: "{label} : l'année doit être antérieure à {year}",
  },
  questionRequired: { en: 'This question is required', fr: 'Cette question est obligatoire' },
  picturesRequired: {
    en: 'At least one picture is required',
    fr: 'Au moins une photo est requise',
  },
  picturesMax: { en: 'At most {max} pictures are allowed', fr: 'Au plus {max} photos sont permises' },
  petsNoneExclusive: {
    en: 'None cannot be chosen with other pets',
    fr: "« Aucun » ne peut pas être choisi avec d'autres animaux",
  },
  dateBeforeStart: {
    en: '{label} cannot be before the start date',
    fr: '{label} : la date ne peut pas précéder la date de début',
  },
  timeOfDay: {
    en: '{label} must be a time in HH:MM, from 00:00 to 23:59',
    fr: "{label} : l'heure doit être au format HH:MM, de 00:00 à 23:59",
  },
  endNotAfterStart: {
    en: '{label} must be after the start time',
    fr: "{label} : l'heure doit suivre l'heure de début",
  },
  windowsOverlap: {
    en: '{label} overlaps another time window of the same day',
    fr: '{label} : cette plage chevauche une autre plage du même jour',
  },
  windowsPerDayMax: {
    en: 'At most {max} time windows per day are allowed',
    fr: 'Au plus {max} plages horaires par jour sont permises',
  },
  windowShorterThanSlot: {
    en: '{label} is shorter than one viewing',
    fr: "{label} : la plage est plus courte qu'une visite",
  },
  openHouseTooLong: {
    en: 'An open house can last at most {max} hours',
    fr: 'Une visite libre peut durer au plus {max} heures',
  },
  openHousesOverlap: {
    en: '{label} overlaps another open house',
    fr: '{label} : cette visite libre en chevauche une autre',
  },
  httpsUrl: {
    en: '{label} must be a secure link starting with https://',
    fr: '{label} : le lien doit être sécurisé et commencer par https://',
  },
  recipientsStaffOnly: {
    en: 'This e-mail goes to the person it is about: it takes no team addresses',
    fr: "Ce courriel est envoyé à la personne concernée : il ne prend pas d'adresses de l'équipe",
  },
  recipientsMax: {
    en: 'At most {max} recipients are allowed',
    fr: 'Au plus {max} destinataires sont permis',
  },
} as const satisfies Record<string, Bilingual>;

export type CommonValidationMessageKey = keyof typeof COMMON_VALIDATION_MESSAGES;

export function isCommonValidationMessageKey(key: string): key is CommonValidationMessageKey {
  return key in COMMON_VALIDATION_MESSAGES;
}
