import { z } from 'zod';
import { rentalApplicationDraftSchema } from './draft';
import {
  EMPLOYMENT_STATUSES,
  FINANCIAL_OBLIGATIONS,
  PET_TYPES,
  PROPERTY_SEEN,
  REACHING_TIMES,
  REFERENCE_RELATIONSHIPS,
  SELF_EMPLOYED_DOCS,
} from './enums';

/*
 * The CreateRental payload (spec/02 §3 'Submission payload'): the draft's groups flattened, nested
 * objects joined with underscores under the spec's names. Each field has the type and length of
 * its draft field; unknown fields are refused. What must be filled in is checked after
 * unflattening, by validateRentalApplication, so the API names the page and field a client skipped.
 */

const offer = rentalApplicationDraftSchema.shape.offer.shape;
const applicant = rentalApplicationDraftSchema.shape.applicant.shape;
const address = applicant.address.shape;
const income = rentalApplicationDraftSchema.shape.income.shape;
const obligations = rentalApplicationDraftSchema.shape.obligations.shape;
const household = rentalApplicationDraftSchema.shape.vehiclesAndOccupants.shape;
const documents = rentalApplicationDraftSchema.shape.documents.shape;

const flag = z.boolean('invalid');
/** One boolean per value, named `<prefix>_<value>` (propertySeen_viewing, reachingTime_notSure). */
function flagFields<const P extends string, const T extends readonly string[]>(prefix: P, values: T) {
  return Object.fromEntries(values.map((value) => [`${prefix}_${value}`, flag])) as {
    [K in T[number] as `${P}_${K}`]: typeof flag;
  };
}

/** A UTC time ('2026-11-26T00:00:00.000Z'). */
const utcTime = z.iso.datetime({ error: 'invalid' });

export const rentalApplicationPayloadSchema = z.strictObject({
  /** When the applicant submitted, UTC. */
  createdAt: utcTime,
  /** The application date, sent as the start of that day in UTC. */
  applicationDate: utcTime,
  commencementDate: offer.commencementDate,
  applyingAs: offer.applyingAs,
  rentalPropertyAddress: offer.rentalPropertyAddress,
  unitId: offer.unitId,
  listingId: offer.listingId,
  ...flagFields('propertySeen', PROPERTY_SEEN),
  otherPropertySeen: offer.otherPropertySeen,
  guaranteeFullName: offer.guaranteeFullName,
  yourOffer: offer.yourOffer,
  leaseTerm: offer.leaseTerm,

  fName: applicant.fName,
  lName: applicant.lName,
  dob: applicant.dob,
  phone: applicant.phone,
  userEmail: applicant.userEmail,
  address_street: address.street,
  address_city: address.city,
  address_province: address.province,
  address_postal: address.postal,
  address_country: address.country,
  livingDate: applicant.livingDate,
  renting: applicant.renting,
  currentLandlordName: applicant.landlordName,
  currentLandlordPhone: applicant.landlordPhone,
  currentLandlordEmail: applicant.landlordEmail,
  ...flagFields('reachingTime', REACHING_TIMES),
  reasonLeaving: applicant.reasonLeaving,
  previousAddress: applicant.previousAddress,
  previousLivingDate: applicant.previousLivingDate,
  previousRenting: applicant.previousRenting,
  previousLandlordName: applicant.previousLandlordName,
  previousLandlordPhone: applicant.previousLandlordPhone,
  previousLandlordEmail: applicant.previousLandlordEmail,
  smoker: applicant.smoker,
  leaseAgreementFile: applicant.leaseAgreementFile,

  grossIncome: income.grossIncome,
  selfEmployed: income.selfEmployed,
  website: income.website,
  revenueSalesFigures: income.revenueSalesFigures,
  expenseFigures: income.expenseFigures,
  ...flagFields('selfEmployedDocs', SELF_EMPLOYED_DOCS),
  bankStatementFiles: income.bankStatementFiles,
  taxReturnsFiles: income.taxReturnsFiles,
  invoicesFiles: income.invoicesFiles,
  accountant_email: income.accountantEmail,
  accountant_phone: income.accountantPhone,
  occupation: income.occupation,
  currentEmployer: income.currentEmployer,
  currentEmployerAddress: income.currentEmployerAddress,
  currentEmployerPhone: income.currentEmployerPhone,
  employmentTerm: income.employmentTerm,
  ...flagFields('employmentStatus', EMPLOYMENT_STATUSES),
  currentEmploymentEndDate: income.currentEmploymentEndDate,
  employmentReference_name: income.employmentReference,
  referenceStatus: income.referenceStatus,
  employmentReference_phone: income.employmentReferencePhone,
  employmentReference_email: income.employmentReferenceEmail,
  ...flagFields('employmentReference_reachingTime', REACHING_TIMES),
  firstEmployer: income.firstEmployer,
  previousEmployer: income.previousEmployer,
  previousPositionTitle: income.previousPositionTitle,
  previousEmployerAddress: income.previousEmployerAddress,
  linkedIn: income.linkedIn,

  ...flagFields('financialObligation', FINANCIAL_OBLIGATIONS),
  monthlyPayment: obligations.monthlyPayment,
  entities: obligations.entities,
  personalReference_name: obligations.referenceName,
  personalReference_phone: obligations.referencePhone,
  personalReference_email: obligations.referenceEmail,
  ...flagFields('personalReference_relationship', REFERENCE_RELATIONSHIPS),
  ...flagFields('personalReference_reachingTime', REACHING_TIMES),
  pets: obligations.pets,
  ...flagFields('petType', PET_TYPES),
  otherPetType: obligations.otherPetType,
  breed: obligations.breed,
  weight: obligations.weight,
  petDescription: obligations.petDescription,
  petFiles: obligations.petFiles,

  vehicle: household.vehicle,
  makeOne: household.makeOne,
  modelOne: household.modelOne,
  anotherVehicle: household.anotherVehicle,
  makeTwo: household.makeTwo,
  modelTwo: household.modelTwo,
  co_occupants: household.coOccupants,
  occupant_one_name: household.occupant_1_name,
  occupant_two_name: household.occupant_2_name,
  occupant_three_name: household.occupant_3_name,
  occupant_four_name: household.occupant_4_name,
  occupant_five_name: household.occupant_5_name,

  creditScoreFile: documents.creditScoreFile,
  proofOfIncomeFile: documents.proofOfIncomeFile,
  govIdsFile: documents.govIdsFile,
  supplementaryDocFile: documents.supplementaryDocFile,
  sin: documents.sin,
  intro: documents.intro,
  signature: rentalApplicationDraftSchema.shape.signature.shape.signature,
});
export type RentalApplicationPayload = z.output<typeof rentalApplicationPayloadSchema>;
export type RentalApplicationPayloadField = keyof RentalApplicationPayload;
