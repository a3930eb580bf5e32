import { labelPath, nestedLabels, type FieldLabels } from '../i18n/field-labels';

/*
 * Labels of the rental application's fields, keyed by their path in the draft (draft-schema.ts):
 * what the wizard shows and what the API names in a refused page. A flag group has one label for
 * the group; its flags' own labels are the form's.
 */

const reachingTime = { en: 'Best time to reach', fr: 'Meilleur moment pour joindre' };

const OFFER = {
  applicationDate: { en: 'Application date', fr: 'Date de la demande' },
  commencementDate: { en: 'Commencement date', fr: "Date d'entrée" },
  applyingAs: { en: 'Applying as', fr: 'Vous faites la demande en tant que' },
  rentalPropertyAddress: { en: 'Rental property address', fr: 'Adresse du logement' },
  unitId: { en: 'Unit', fr: 'Logement' },
  listingId: { en: 'Listing', fr: 'Annonce' },
  propertySeen: { en: 'How did you see the property?', fr: 'Comment avez-vous vu le logement ?' },
  otherPropertySeen: { en: 'Other (please specify)', fr: 'Autre (précisez)' },
  guaranteeFullName: {
    en: 'Full name of the person you guarantee',
    fr: 'Nom complet de la personne garantie',
  },
  yourOffer: { en: 'Your offer (monthly rent)', fr: 'Votre offre (loyer mensuel)' },
  leaseTerm: { en: 'Lease term (months)', fr: 'Durée du bail (mois)' },
} as const satisfies FieldLabels;

const APPLICANT = {
  fName: { en: 'First name', fr: 'Prénom' },
  lName: { en: 'Last name', fr: 'Nom' },
  dob: { en: 'Date of birth', fr: 'Date de naissance' },
  phone: { en: 'Phone', fr: 'Téléphone' },
  userEmail: { en: 'Email', fr: 'Courriel' },
  confirmEmail: { en: 'Confirm email', fr: 'Confirmez le courriel' },
  address: { en: 'Current address', fr: 'Adresse actuelle' },
  'address.street': { en: 'Street', fr: 'Rue' },
  'address.city': { en: 'City', fr: 'Ville' },
  'address.province': { en: 'Province', fr: 'Province' },
  'address.postal': { en: 'Postal code', fr: 'Code postal' },
  'address.country': { en: 'Country', fr: 'Pays' },
  livingDate: { en: 'Living there since', fr: 'Vous y habitez depuis' },
  renting: { en: 'Are you renting this home?', fr: 'Louez-vous ce logement ?' },
  landlordName: { en: "Landlord's name", fr: 'Nom du propriétaire' },
  landlordPhone: { en: "Landlord's phone", fr: 'Téléphone du propriétaire' },
  landlordEmail: { en: "Landlord's email", fr: 'Courriel du propriétaire' },
  landlordConfirmEmail: { en: "Confirm landlord's email", fr: 'Confirmez le courriel du propriétaire' },
  reachingTime,
  reasonLeaving: { en: 'Reason for leaving', fr: 'Raison du départ' },
  previousAddress: { en: 'Previous address', fr: 'Adresse précédente' },
  previousLivingDate: { en: 'Lived there since', fr: 'Vous y avez habité depuis' },
  previousRenting: { en: 'Were you renting that home?', fr: 'Louiez-vous ce logement ?' },
  previousLandlordName: { en: "Previous landlord's name", fr: 'Nom du propriétaire précédent' },
  previousLandlordPhone: { en: "Previous landlord's phone", fr: 'Téléphone du propriétaire précédent' },
  previousLandlordEmail: { en: "Previous landlord's email", fr: 'Courriel du propriétaire précédent' },
  previousLandlordConfirmEmail: {
    en: "Confirm previous landlord's email",
    fr: 'Confirmez le courriel du propriétaire précédent',
  },
  smoker: { en: 'Do you smoke?', fr: 'Fumez-vous ?' },
  leaseAgreementFile: { en: 'Current lease agreement', fr: 'Bail actuel' },
} as const satisfies FieldLabels;

const INCOME = {
  grossIncome: { en: 'Gross monthly income', fr: 'Revenu mensuel brut' },
  selfEmployed: { en: 'Are you self-employed?', fr: 'Êtes-vous travailleur autonome ?' },
  website: { en: 'Business website', fr: "Site web de l'entreprise" },
  revenueSalesFigures: { en: 'Revenue / sales figures', fr: "Chiffre d'affaires" },
  expenseFigures: { en: 'Expense figures', fr: 'Dépenses' },
  selfEmployedDocs: { en: 'Documents you can provide', fr: 'Documents que vous pouvez fournir' },
  bankStatementFiles: { en: 'Bank statements', fr: 'Relevés bancaires' },
  taxReturnsFiles: { en: 'Tax returns', fr: 'Déclarations de revenus' },
  invoicesFiles: { en: 'Invoices', fr: 'Factures' },
  accountantEmail: { en: "Accountant's email", fr: 'Courriel du comptable' },
  accountantPhone: { en: "Accountant's phone", fr: 'Téléphone du comptable' },
  occupation: { en: 'Occupation', fr: 'Profession' },
  currentEmployer: { en: 'Current employer', fr: 'Employeur actuel' },
  currentEmployerAddress: { en: "Employer's address", fr: "Adresse de l'employeur" },
  currentEmployerPhone: { en: "Employer's phone", fr: "Téléphone de l'employeur" },
  employmentTerm: { en: 'Time with this employer', fr: 'Ancienneté chez cet employeur' },
  employmentStatus: { en: 'Employment status', fr: "Statut d'emploi" },
  currentEmploymentEndDate: { en: 'Employment end date', fr: "Date de fin d'emploi" },
  employmentReference: { en: 'Employment reference', fr: "Référence d'emploi" },
  referenceStatus: { en: "Reference's role", fr: 'Rôle de la référence' },
  employmentReferencePhone: { en: "Reference's phone", fr: 'Téléphone de la référence' },
  employmentReferenceEmail: { en: "Reference's email", fr: 'Courriel de la référence' },
  employmentReferenceConfirmEmail: {
    en: "Confirm reference's email",
    fr: 'Confirmez le courriel de la référence',
  },
  reachingTime,
  firstEmployer: { en: 'Is this your first employer?', fr: 'Est-ce votre premier employeur ?' },
  previousEmployer: { en: 'Previous employer', fr: 'Employeur précédent' },
  previousPositionTitle: { en: 'Previous position title', fr: 'Poste précédent' },
  previousEmployerAddress: { en: "Previous employer's address", fr: "Adresse de l'employeur précédent" },
  linkedIn: { en: 'LinkedIn profile', fr: 'Profil LinkedIn' },
} as const satisfies FieldLabels;

const OBLIGATIONS = {
  financialObligation: { en: 'Financial obligations', fr: 'Obligations financières' },
  monthlyPayment: { en: 'Monthly payment', fr: 'Paiement mensuel' },
  entities: { en: 'Owed to', fr: 'Créanciers' },
  referenceName: { en: 'Personal reference name', fr: 'Nom de la référence personnelle' },
  referencePhone: { en: 'Personal reference phone', fr: 'Téléphone de la référence personnelle' },
  referenceEmail: { en: 'Personal reference email', fr: 'Courriel de la référence personnelle' },
  referenceRelationship: { en: 'Relationship', fr: 'Lien' },
  reachingTime,
  pets: { en: 'Do you have pets?', fr: 'Avez-vous des animaux ?' },
  petType: { en: 'Type of pet', fr: "Type d'animal" },
  otherPetType: { en: 'Other pet', fr: 'Autre animal' },
  breed: { en: 'Breed', fr: 'Race' },
  weight: { en: 'Weight (lb)', fr: 'Poids (lb)' },
  petDescription: { en: 'Pet description', fr: "Description de l'animal" },
  petFiles: { en: 'Pet pictures', fr: "Photos de l'animal" },
} as const satisfies FieldLabels;

const VEHICLES_AND_OCCUPANTS = {
  vehicle: { en: 'Do you have a vehicle?', fr: 'Avez-vous un véhicule ?' },
  makeOne: { en: 'Make', fr: 'Marque' },
  modelOne: { en: 'Model', fr: 'Modèle' },
  anotherVehicle: { en: 'Do you have another vehicle?', fr: 'Avez-vous un autre véhicule ?' },
  makeTwo: { en: 'Make of vehicle 2', fr: 'Marque du véhicule 2' },
  modelTwo: { en: 'Model of vehicle 2', fr: 'Modèle du véhicule 2' },
  coOccupants: { en: 'Co-occupants', fr: 'Cooccupants' },
  occupant_1_name: { en: 'Co-occupant 1 name', fr: 'Nom du cooccupant 1' },
  occupant_2_name: { en: 'Co-occupant 2 name', fr: 'Nom du cooccupant 2' },
  occupant_3_name: { en: 'Co-occupant 3 name', fr: 'Nom du cooccupant 3' },
  occupant_4_name: { en: 'Co-occupant 4 name', fr: 'Nom du cooccupant 4' },
  occupant_5_name: { en: 'Co-occupant 5 name', fr: 'Nom du cooccupant 5' },
} as const satisfies FieldLabels;

const DOCUMENTS = {
  creditScoreFile: { en: 'Credit score', fr: 'Cote de crédit' },
  proofOfIncomeFile: { en: 'Proof of income', fr: 'Preuve de revenu' },
  govIdsFile: { en: 'Government ID', fr: "Pièce d'identité gouvernementale" },
  supplementaryDocFile: { en: 'Supplementary documents', fr: 'Documents complémentaires' },
  sin: { en: 'SIN (optional)', fr: 'NAS (facultatif)' },
  intro: { en: 'Introduce yourself', fr: 'Présentez-vous' },
} as const satisfies FieldLabels;

const SIGNATURE = {
  signature: { en: 'Signature', fr: 'Signature' },
} as const satisfies FieldLabels;

/** Every field of the draft, by its path. */
export const RENTAL_APPLICATION_FIELD_LABELS: FieldLabels = {
  offer: { en: 'Rental Offer', fr: 'Offre de location' },
  ...nestedLabels('offer', OFFER),
  applicant: { en: 'Applicant', fr: 'Candidat' },
  ...nestedLabels('applicant', APPLICANT),
  income: { en: 'Income', fr: 'Revenus' },
  ...nestedLabels('income', INCOME),
  obligations: { en: 'Financial Obligations', fr: 'Obligations financières' },
  ...nestedLabels('obligations', OBLIGATIONS),
  vehiclesAndOccupants: { en: 'Vehicles and co-occupants', fr: 'Véhicules et cooccupants' },
  ...nestedLabels('vehiclesAndOccupants', VEHICLES_AND_OCCUPANTS),
  documents: { en: 'Supplementary Documents', fr: 'Documents complémentaires' },
  ...nestedLabels('documents', DOCUMENTS),
  signature: { en: 'Signature', fr: 'Signature' },
  ...nestedLabels('signature', SIGNATURE),
};

/** Hints shown under a field (spec/02 §5: include https:// or http://). */
export const RENTAL_APPLICATION_FIELD_HINTS: FieldLabels = {
  'income.website': { en: 'Include https:// or http://', fr: 'Incluez https:// ou http://' },
  'income.linkedIn': { en: 'Include https:// or http://', fr: 'Incluez https:// ou http://' },
  'documents.sin': {
    en: 'Optional. Stored encrypted; only you see it in full.',
    fr: 'Facultatif. Conservé chiffré ; vous seul le voyez en entier.',
  },
};

/** The label of a draft field, else of the nearest enclosing field that has one (a flag reads as its group). */
export function draftFieldLabel(path: string) {
  const parts = labelPath(path).split('.');
  for (let end = parts.length; end > 0; end--) {
    const label = RENTAL_APPLICATION_FIELD_LABELS[parts.slice(0, end).join('.')];
    if (label) return label;
  }
  return undefined;
}
