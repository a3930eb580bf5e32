import type { Bilingual } from '../i18n/translate';

/*
 * The values of the rental application (spec/02 §2, §3). The page numbers, flag names and document
 * keys are the spec's own: the API, the web wizard and stored drafts all use them as written here.
 */

/** The wizard's pages by index (spec/02 §2): -1 is the intro with Start, 7 the signature with Submit!. */
export const RENTAL_APPLICATION_PAGES = {
  INTRO: -1,
  OFFER: 0,
  APPLICANT: 1,
  INCOME: 2,
  OBLIGATIONS: 3,
  VEHICLES: 4,
  CO_OCCUPANTS: 5,
  DOCUMENTS: 6,
  SIGNATURE: 7,
} as const;
export type RentalApplicationPageName = keyof typeof RENTAL_APPLICATION_PAGES;
export type RentalApplicationPage = (typeof RENTAL_APPLICATION_PAGES)[RentalApplicationPageName];

/** Every page index in order, -1 to 7. */
export const RENTAL_APPLICATION_PAGE_ORDER = Object.values(RENTAL_APPLICATION_PAGES).sort(
  (a, b) => a - b,
) as readonly RentalApplicationPage[];

export function isRentalApplicationPage(value: unknown): value is RentalApplicationPage {
  return (RENTAL_APPLICATION_PAGE_ORDER as readonly unknown[]).includes(value);
}

/** The tab titles (spec/02 §2 page names). */
export const RENTAL_APPLICATION_PAGE_LABELS: Record<RentalApplicationPage, Bilingual> = {
  [-1]: { en: 'Information', fr: 'Information' },
  0: { en: 'Rental Offer', fr: 'Offre de location' },
  1: { en: 'Applicant', fr: 'Candidat' },
  2: { en: 'Income', fr: 'Revenus' },
  3: { en: 'Financial Obligations', fr: 'Obligations financières' },
  4: { en: 'Vehicles', fr: 'Véhicules' },
  5: { en: 'Co-occupants', fr: 'Cooccupants' },
  6: { en: 'Supplementary Documents', fr: 'Documents complémentaires' },
  7: { en: 'Signature', fr: 'Signature' },
};

/** Who fills the form in: the future tenant, or a guarantor (co-signor) acting for one. */
export const APPLYING_AS = ['tenant', 'guarantor'] as const;
export type ApplyingAs = (typeof APPLYING_AS)[number];

export const APPLYING_AS_LABELS: Record<ApplyingAs, Bilingual> = {
  tenant: { en: 'Tenant', fr: 'Locataire' },
  guarantor: { en: 'Guarantor', fr: 'Garant' },
};

/*
 * Flag groups: each value is a boolean of its own in the draft (spec/02 §3), so several may be
 * ticked at once. employmentTerm and referenceStatus are single choices.
 */

/** How the applicant saw the property. */
export const PROPERTY_SEEN = ['viewing', 'scheduled', 'providedPictures', 'other'] as const;
export type PropertySeen = (typeof PROPERTY_SEEN)[number];

/** When the applicant, their employment reference or their personal reference can be reached. */
export const REACHING_TIMES = [
  'weekdayMorning',
  'weekdayAfternoon',
  'weekendMorning',
  'weekendAfternoon',
  'notSure',
] as const;
export type ReachingTime = (typeof REACHING_TIMES)[number];

/** Documents a self-employed applicant offers instead of pay slips. */
export const SELF_EMPLOYED_DOCS = ['bankStatement', 'taxReturns', 'accountantContact', 'invoices'] as const;
export type SelfEmployedDoc = (typeof SELF_EMPLOYED_DOCS)[number];

/** How long the applicant has held their current job (one choice). */
export const EMPLOYMENT_TERMS = [
  'lessThanSixMonths',
  'moreThanSixMonths',
  'moreThanOneYear',
  'moreThanThreeYear',
  'moreThanFiveYear',
] as const;
export type EmploymentTerm = (typeof EMPLOYMENT_TERMS)[number];

export const EMPLOYMENT_STATUSES = ['temporary', 'permanent', 'partTime', 'fullTime', 'contract'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Who the employment reference is (one choice). */
export const REFERENCE_STATUSES = ['supervisor', 'hr'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];

/** 'none' excludes the others (obligations.ts). */
export const FINANCIAL_OBLIGATIONS = ['none', 'house', 'vehicles', 'medical', 'education'] as const;
export type FinancialObligation = (typeof FINANCIAL_OBLIGATIONS)[number];

export const REFERENCE_RELATIONSHIPS = ['friend', 'neighbour', 'colleague', 'relative'] as const;
export type ReferenceRelationship = (typeof REFERENCE_RELATIONSHIPS)[number];

export const PET_TYPES = ['dog', 'cat', 'fish', 'bird', 'other'] as const;
export type PetType = (typeof PET_TYPES)[number];

/**
 * How many people live with the applicant: '0', 'guarantor' (the applicant is a guarantor and
 * lives elsewhere), or '1' to '5' where '5' means five or more. One name field per person, up to 5.
 */
export const CO_OCCUPANTS = ['0', 'guarantor', '1', '2', '3', '4', '5'] as const;
export type CoOccupants = (typeof CO_OCCUPANTS)[number];

/** The names of the co-occupant fields, first to fifth (draft: occupant_1_name…; payload: occupant_one_name…). */
export const CO_OCCUPANT_NUMBERS = [1, 2, 3, 4, 5] as const;
export type CoOccupantNumber = (typeof CO_OCCUPANT_NUMBERS)[number];

/** The keys of the MultipleFileUpload call (spec/02 §7), also the draft's and the payload's file fields. */
export const RENTAL_DOCUMENT_KEYS = [
  'leaseAgreementFile',
  'bankStatementFiles',
  'taxReturnsFiles',
  'invoicesFiles',
  'petFiles',
  'proofOfIncomeFile',
  'govIdsFile',
  'supplementaryDocFile',
  'creditScoreFile',
] as const;
export type RentalDocumentKey = (typeof RENTAL_DOCUMENT_KEYS)[number];

export function isRentalDocumentKey(value: unknown): value is RentalDocumentKey {
  return (RENTAL_DOCUMENT_KEYS as readonly unknown[]).includes(value);
}
