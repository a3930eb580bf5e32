import { z } from 'zod';
import { isoDateSchema } from '../iso-date-schema';
import {
  APPLYING_AS,
  CO_OCCUPANTS,
  EMPLOYMENT_STATUSES,
  EMPLOYMENT_TERMS,
  FINANCIAL_OBLIGATIONS,
  PET_TYPES,
  PROPERTY_SEEN,
  REACHING_TIMES,
  REFERENCE_RELATIONSHIPS,
  REFERENCE_STATUSES,
  SELF_EMPLOYED_DOCS,
} from './enums';
import {
  ADDRESS_MAX_LENGTH,
  AMOUNT_MAX,
  LONG_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  SIGNATURE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './limits';

/*
 * The rental application as the wizard holds it: the spec's seven groups with the spec's field
 * names (spec/02 §3). The schema checks types and lengths only, so it accepts any half-filled form;
 * the rules of each page (pages.ts) say what must be filled in. Dates are 'YYYY-MM-DD' or '' when
 * not chosen, amounts whole dollars or null, choices '' when not chosen.
 */

const text = (max = SHORT_TEXT_MAX_LENGTH) => z.string('invalid').max(max, 'tooLong');
const email = text(254);
const phone = text(20);
/** A calendar day, or '' while not chosen. */
const date = z.string('invalid').refine((v) => v === '' || isoDateSchema.safeParse(v).success, 'invalidDate');
const amount = z.number('invalid').max(AMOUNT_MAX, 'max').nullable();
const yesNo = z.boolean('invalid');
const choice = <const T extends readonly string[]>(values: T) => z.enum(['', ...values], 'invalidChoice');
const flags = <const T extends readonly string[]>(values: T) =>
  z.strictObject(Object.fromEntries(values.map((v) => [v, yesNo])) as Record<T[number], typeof yesNo>);

/**
 * A file already uploaded under a document key (uploads happen as soon as a file is chosen, so a
 * draft saved to the account keeps its files). fileId is the upload's answer; the rest is shown.
 */
export const rentalApplicationFileSchema = z.strictObject({
  fileId: z.string('invalid').min(1, 'required').max(200, 'tooLong'),
  name: z.string('invalid').max(255, 'tooLong'),
  size: z.number('invalid').int('invalid').min(0, 'min'),
  mimeType: z.string('invalid').max(100, 'tooLong'),
});
export type RentalApplicationFile = z.output<typeof rentalApplicationFileSchema>;
const files = z.array(rentalApplicationFileSchema, 'invalid');

/** Group 1: the offer. */
const offerSchema = z.strictObject({
  applicationDate: date,
  /** Move-in date. */
  commencementDate: date,
  applyingAs: choice(APPLYING_AS),
  rentalPropertyAddress: text(ADDRESS_MAX_LENGTH),
  unitId: text(),
  listingId: text(),
  propertySeen: flags(PROPERTY_SEEN),
  otherPropertySeen: text(),
  /** A guarantor's tenant: the person guaranteed. */
  guaranteeFullName: text(),
  /** Monthly rent offered, in dollars. */
  yourOffer: amount,
  /** Months; decimals allowed (0.1 to 100). */
  leaseTerm: z.number('invalid').nullable(),
});

/** Group 2: the applicant, their home and their landlords. */
const applicantSchema = z.strictObject({
  fName: text(),
  lName: text(),
  dob: date,
  phone,
  userEmail: email,
  confirmEmail: email,
  address: z.strictObject({
    street: text(ADDRESS_MAX_LENGTH),
    city: text(),
    province: text(),
    postal: text(20),
    country: text(),
  }),
  /** Living at the address since. */
  livingDate: date,
  renting: yesNo,
  landlordName: text(),
  landlordPhone: phone,
  landlordEmail: email,
  landlordConfirmEmail: email,
  reachingTime: flags(REACHING_TIMES),
  reasonLeaving: text(LONG_TEXT_MAX_LENGTH),
  previousAddress: text(ADDRESS_MAX_LENGTH),
  previousLivingDate: date,
  previousRenting: yesNo,
  previousLandlordName: text(),
  previousLandlordPhone: phone,
  previousLandlordEmail: email,
  /** Not in the spec's list, but its rule 'must match its confirmation' needs it. */
  previousLandlordConfirmEmail: email,
  smoker: yesNo,
  leaseAgreementFile: files,
});

/** Group 3: income, self-employment and employment. */
const incomeSchema = z.strictObject({
  /** Gross monthly income, in dollars (income.ts). */
  grossIncome: amount,
  selfEmployed: yesNo,
  website: text(URL_MAX_LENGTH),
  revenueSalesFigures: amount,
  expenseFigures: amount,
  selfEmployedDocs: flags(SELF_EMPLOYED_DOCS),
  bankStatementFiles: files,
  taxReturnsFiles: files,
  invoicesFiles: files,
  accountantEmail: email,
  accountantPhone: phone,
  /** The applicant's position at the current employer. */
  occupation: text(),
  currentEmployer: text(),
  currentEmployerAddress: text(ADDRESS_MAX_LENGTH),
  currentEmployerPhone: phone,
  employmentTerm: choice(EMPLOYMENT_TERMS),
  employmentStatus: flags(EMPLOYMENT_STATUSES),
  currentEmploymentEndDate: date,
  /** The employment reference's name. */
  employmentReference: text(),
  referenceStatus: choice(REFERENCE_STATUSES),
  employmentReferencePhone: phone,
  employmentReferenceEmail: email,
  employmentReferenceConfirmEmail: email,
  /** When the employment reference can be reached. */
  reachingTime: flags(REACHING_TIMES),
  firstEmployer: yesNo,
  previousEmployer: text(),
  previousPositionTitle: text(),
  previousEmployerAddress: text(ADDRESS_MAX_LENGTH),
  linkedIn: text(URL_MAX_LENGTH),
});

/** Group 4: financial obligations, personal reference and pets. */
const obligationsSchema = z.strictObject({
  financialObligation: flags(FINANCIAL_OBLIGATIONS),
  monthlyPayment: amount,
  /** Whom the obligations are owed to. */
  entities: text(LONG_TEXT_MAX_LENGTH),
  referenceName: text(),
  referencePhone: phone,
  referenceEmail: email,
  referenceRelationship: flags(REFERENCE_RELATIONSHIPS),
  /** When the personal reference can be reached. */
  reachingTime: flags(REACHING_TIMES),
  pets: yesNo,
  petType: flags(PET_TYPES),
  otherPetType: text(),
  breed: text(),
  /** Pounds, at most 2 decimals. */
  weight: z.number('invalid').nullable(),
  petDescription: text(LONG_TEXT_MAX_LENGTH),
  petFiles: files,
});

/** Group 5: vehicles and co-occupants (pages 4 and 5, a tenant's only). */
const vehiclesAndOccupantsSchema = z.strictObject({
  vehicle: yesNo,
  makeOne: text(),
  modelOne: text(),
  anotherVehicle: yesNo,
  makeTwo: text(),
  modelTwo: text(),
  coOccupants: z.enum(CO_OCCUPANTS, 'invalidChoice'),
  occupant_1_name: text(),
  occupant_2_name: text(),
  occupant_3_name: text(),
  occupant_4_name: text(),
  occupant_5_name: text(),
});

/** Group 6: supplementary documents. */
const documentsSchema = z.strictObject({
  creditScoreFile: files,
  proofOfIncomeFile: files,
  govIdsFile: files,
  supplementaryDocFile: files,
  /** Optional (PIPEDA); digits only, at most 9 (sin.ts). */
  sin: text(20),
  /** A few words about the applicant for the landlord. */
  intro: text(LONG_TEXT_MAX_LENGTH),
});

/** Group 7: the signature, and the flag that reveals its message after a failed submit. */
const signatureSchema = z.strictObject({
  /** A PNG data URL of the saved signature, or null while none is saved. */
  signature: z.string('invalid').max(SIGNATURE_MAX_LENGTH, 'tooLong').nullable(),
  error: yesNo,
});

export const rentalApplicationDraftSchema = z.strictObject({
  offer: offerSchema,
  applicant: applicantSchema,
  income: incomeSchema,
  obligations: obligationsSchema,
  vehiclesAndOccupants: vehiclesAndOccupantsSchema,
  documents: documentsSchema,
  signature: signatureSchema,
});
export type RentalApplicationDraft = z.output<typeof rentalApplicationDraftSchema>;
export type RentalApplicationGroup = keyof RentalApplicationDraft;
