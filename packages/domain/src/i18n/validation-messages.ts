import type { Bilingual } from './translate';

/**
 * Messages of the shared zod schemas, by key. The schemas carry the key; the form and the API both
 * turn it into the en/fr text here, so client and server say the same thing (spec/01 §5 wording).
 */
export const VALIDATION_MESSAGES = {
  required: { en: '{label} is required', fr: '{label} est requis' },
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
  tooLong: { en: '{label} is too long', fr: '{label} est trop long' },
  min: { en: 'Minimum number should be {min}', fr: 'Le nombre minimum est {min}' },
  max: { en: 'Maximum number should be {max}', fr: 'Le nombre maximum est {max}' },
  invalidChoice: { en: '{label} is not one of the choices', fr: '{label} ne fait pas partie des choix' },
  invalidDate: {
    en: '{label} must be a date in YYYY-MM-DD',
    fr: '{label} doit être une date au format AAAA-MM-JJ',
  },
  url: { en: 'Please provide a valid URL', fr: 'Veuillez fournir une URL valide' },
  invalid: { en: '{label} is not valid', fr: "{label} n'est pas valide" },
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
  yearInFuture: { en: '{label} must be before {year}', fr: '{label} doit être antérieure à {year}' },
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
} as const satisfies Record<string, Bilingual>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return key in VALIDATION_MESSAGES;
}

/** Field labels used in {label} placeholders, shared by forms and server messages. */
export const FIELD_LABELS = {
  email: { en: 'Email', fr: 'Courriel' },
  password: { en: 'Password', fr: 'Mot de passe' },
  confirmPassword: { en: 'Re-enter password', fr: 'Confirmer le mot de passe' },
  currentPassword: { en: 'Current password', fr: 'Mot de passe actuel' },
  firstName: { en: 'First name', fr: 'Prénom' },
  lastName: { en: 'Last name', fr: 'Nom' },
  legalName: { en: 'Legal name', fr: 'Nom légal' },
  phone: { en: 'Phone', fr: 'Téléphone' },
  city: { en: 'City', fr: 'Ville' },
  industry: { en: 'Industry', fr: 'Secteur' },
  occupation: { en: 'Occupation', fr: 'Profession' },
  bio: { en: 'About me', fr: 'À propos de moi' },
  gender: { en: 'Gender', fr: 'Genre' },
  locale: { en: 'Language', fr: 'Langue' },
  budget: { en: 'Maximum budget', fr: 'Budget maximum' },
  min_budget: { en: 'Minimum budget', fr: 'Budget minimum' },
  moveIn: { en: 'Move-in date', fr: "Date d'emménagement" },
  zip_code: { en: 'Postal code', fr: 'Code postal' },
  userType: { en: 'Account type', fr: 'Type de compte' },
  token: { en: 'Reset link', fr: 'Lien de réinitialisation' },
  name: { en: 'Name', fr: 'Nom' },
  file: { en: 'File', fr: 'Fichier' },
  province: { en: 'Province', fr: 'Province' },
  householdIncome: { en: 'Household income', fr: 'Revenu du ménage' },
  credit_score: { en: 'Credit score', fr: 'Cote de crédit' },
  flatmates: { en: 'Flatmates', fr: 'Colocataires' },
  title: { en: 'Title', fr: 'Titre' },
  description: { en: 'Description', fr: 'Description' },
  propertyType: { en: 'Property type', fr: 'Type de propriété' },
  role: { en: 'Poster type', fr: "Type d'annonceur" },
  region: { en: 'Region', fr: 'Région' },
  buildingConstructionYear: { en: 'Year of construction', fr: 'Année de construction' },
  totalUnitsInBuilding: { en: 'Units in building', fr: "Logements dans l'immeuble" },
  storiesInBuilding: { en: 'Floors', fr: 'Étages' },
  developmentCompany: { en: 'Development company', fr: 'Promoteur' },
  moveInBonuses: { en: 'Move-in bonuses', fr: "Primes d'emménagement" },
  basement: { en: 'Basement', fr: 'Sous-sol' },
  address: { en: 'Address', fr: 'Adresse' },
  lat: { en: 'Latitude', fr: 'Latitude' },
  lng: { en: 'Longitude', fr: 'Longitude' },
  cityId: { en: 'City', fr: 'Ville' },
  neighbourhoodId: { en: 'Neighbourhood', fr: 'Quartier' },
  pictures: { en: 'Pictures', fr: 'Photos' },
  number: { en: 'Unit number', fr: 'Numéro du logement' },
  den: { en: 'Den', fr: 'Bureau' },
  available: { en: 'Available', fr: 'Disponible' },
  startDateAvailability: { en: 'Available from', fr: 'Disponible à partir du' },
  unitSize: { en: 'Unit size', fr: 'Superficie' },
  bedrooms: { en: 'Bedrooms', fr: 'Chambres' },
  bathrooms: { en: 'Bathrooms', fr: 'Salles de bain' },
  monthlyPrice: { en: 'Monthly price', fr: 'Loyer mensuel' },
  deposit: { en: 'Deposit', fr: 'Dépôt' },
  leaseTerm: { en: 'Lease term', fr: 'Durée du bail' },
  parking: { en: 'Parking', fr: 'Stationnement' },
  parkingSpots: { en: 'Parking spots', fr: 'Places de stationnement' },
  storage: { en: 'Storage', fr: 'Rangement' },
  maintenance: { en: 'Maintenance', fr: 'Entretien' },
  smokeAlarm: { en: 'Smoke alarm', fr: 'Détecteur de fumée' },
  furnished: { en: 'Furnished', fr: 'Meublé' },
  floorplan: { en: 'Floor plan', fr: "Plan d'étage" },
  existingUrl: { en: 'Existing listing URL', fr: "URL de l'annonce existante" },
  advertiseDuration: { en: 'Advertising duration', fr: 'Durée de la publicité' },
  desiredRentalPrice: { en: 'Desired rental price', fr: 'Loyer souhaité' },
  minimumRentalPrice: { en: 'Minimum rental price', fr: 'Loyer minimum' },
  extraInfo: { en: 'Extra information', fr: 'Renseignements supplémentaires' },
  showingUnit: { en: 'Showing type', fr: 'Type de visite' },
  commission: { en: 'Commission', fr: 'Commission' },
  partnershipStatus: { en: 'Partnership status', fr: 'Statut de partenariat' },
  spousePartner: { en: 'Spouse or partner', fr: 'Conjoint ou partenaire' },
  lockbox: { en: 'Lockbox', fr: 'Boîte à clé' },
  govtProof: { en: 'Government proof', fr: 'Preuve gouvernementale' },
  ownershipProof: { en: 'Proof of ownership', fr: 'Preuve de propriété' },
  signature: { en: 'Signature', fr: 'Signature' },
  createdFrom: { en: 'Source', fr: 'Source' },
  rentedPrice: { en: 'Rented price', fr: 'Loyer obtenu' },
  signedLeaseDate: { en: 'Signed lease date', fr: 'Date de signature du bail' },
  disableListing: { en: 'Disable listing', fr: "Désactiver l'annonce" },
  tenantNames: { en: 'Tenant names', fr: 'Noms des locataires' },
  order: { en: 'Order', fr: 'Ordre' },
} as const satisfies Record<string, Bilingual>;

export type FieldName = keyof typeof FIELD_LABELS;
