import type { Bilingual } from '../i18n/translate';

/*
 * The rental application's validation messages, by key: the spec's wording (spec/02 §5, §8)
 * verbatim in English, and the rules it gives without a text. Gathered with the others in
 * i18n/validation-messages.ts.
 */
export const RENTAL_APPLICATION_VALIDATION_MESSAGES = {
  // Its fields need no label.
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
