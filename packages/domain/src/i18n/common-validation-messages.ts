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
  passwordCommon: {
    en: 'This password is one of the most common: choose one that is harder to guess',
    fr: 'Ce mot de passe est parmi les plus courants : choisissez-en un plus difficile à deviner',
  },
  passwordTooLong: {
    en: 'Password should contain at most 128 characters',
    fr: 'Le mot de passe doit contenir au plus 128 caractères',
  },
  passwordMismatch: {
    en: 'password and re-enter password does not match',
    fr: 'le mot de passe et sa confirmation ne correspondent pas',
  },
  termsRequired: {
    en: 'You must accept the Terms of Use and Privacy Policy',
    fr: 'Vous devez accepter les Conditions d’utilisation et la Politique de confidentialité',
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
  dateBeforeStart: {
    en: '{label} cannot be before the start date',
    fr: '{label} : la date ne peut pas précéder la date de début',
  },
} as const satisfies Record<string, Bilingual>;

export type CommonValidationMessageKey = keyof typeof COMMON_VALIDATION_MESSAGES;

export function isCommonValidationMessageKey(key: string): key is CommonValidationMessageKey {
  return key in COMMON_VALIDATION_MESSAGES;
}
