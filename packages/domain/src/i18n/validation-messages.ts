import type { Bilingual } from './translate';

/**
 * Messages of the shared zod schemas, by key. The schemas carry the key; the form and the API both
 * turn it into the en/fr text here, so client and server say the same thing (spec/01 §5 wording).
 * In French a label is a noun of either gender ('Adresse', 'Prénom'), so no adjective may agree
 * with it: the label comes first, then a colon and a sentence that stands on its own.
 */
export const VALIDATION_MESSAGES = {
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
  // The rental application's wording (spec/02 §5, §8), verbatim in English; its fields need no label.
  fieldRequired: { en: '*This field is required', fr: '*Ce champ est obligatoire' },
  emailInvalid: { en: 'Invalid email address', fr: 'Adresse courriel invalide' },
  emailMismatch: { en: 'Email addresses do not match', fr: 'Les adresses courriel ne correspondent pas' },
  phoneInvalid: {
    en: 'Please enter a valid phone number',
    fr: 'Veuillez entrer un numéro de téléphone valide',
  },
  leaseTermRange: { en: 'Use numbers between 0.1 and 100.', fr: 'Utilisez des nombres entre 0,1 et 100.' },
  selfEmployedDocsMin: { en: 'Choose 2 or more options', fr: 'Choisissez 2 options ou plus' },
  uploadRequired: { en: 'Please upload at least one file', fr: 'Veuillez téléverser au moins un fichier' },
  urlInvalid: { en: 'Please enter a valid URL.', fr: 'Veuillez entrer une URL valide.' },
  signatureRequired: {
    en: 'Please save your signature before proceeding',
    fr: 'Veuillez enregistrer votre signature avant de continuer',
  },
  // The rental application's rules the spec gives without a text.
  minAge: { en: 'You must be at least {years} years old', fr: 'Vous devez avoir au moins {years} ans' },
  notPast: {
    en: '{label} cannot be before today',
    fr: "{label} : la date ne peut pas précéder aujourd'hui",
  },
  wholeAmount: {
    en: '{label} must be a whole number, 0 or more',
    fr: '{label} : entrez un nombre entier, 0 ou plus',
  },
  weightDecimals: {
    en: 'Use a number of 0 or more with at most 2 decimals',
    fr: 'Utilisez un nombre de 0 ou plus avec au plus 2 décimales',
  },
  sinDigits: { en: 'Use digits only, at most 9', fr: 'Utilisez seulement des chiffres, 9 au plus' },
  sinInvalid: {
    en: 'This is not a valid SIN. Check its digits',
    fr: "Ce n'est pas un NAS valide. Vérifiez ses chiffres",
  },
  filesMax: { en: 'At most {max} files are allowed', fr: 'Au plus {max} fichiers sont permis' },
  fileType: {
    en: 'This file type is not accepted. Accepted: {types}',
    fr: "Ce type de fichier n'est pas accepté. Acceptés : {types}",
  },
  fileTooLarge: {
    en: 'This file is too large. The limit is {max} MB',
    fr: 'Ce fichier est trop volumineux. La limite est de {max} Mo',
  },
} as const satisfies Record<string, Bilingual>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return key in VALIDATION_MESSAGES;
}
