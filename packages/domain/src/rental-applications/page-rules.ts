import { RENTAL_APPLICATION_PAGES, SELF_EMPLOYED_DOCS, type RentalApplicationPage } from './enums';
import type { RentalApplicationDraft } from './draft';
import { isoDateYearsBefore } from './draft';
import {
  requiresPersonalReference,
  SELF_EMPLOYED_DOC_FILES,
  showsCurrentEmployer,
  showsCurrentLandlord,
  showsEmploymentEndDate,
  showsGuaranteeFullName,
  showsOtherPetType,
  showsOtherPropertySeen,
  showsPets,
  showsPreviousLandlord,
  showsSelfEmployedDoc,
  showsSelfEmployment,
  showsVehicleOne,
  showsVehicleTwo,
  shownCoOccupantFields,
} from './conditions';
import {
  fileIssues,
  isBlank,
  isCanadianPhone,
  isEmail,
  isPetWeight,
  isSignature,
  isWebUrl,
  isWholeAmount,
  type RentalApplicationIssue,
} from './field-checks';
import {
  LEASE_TERM_MAX_MONTHS,
  LEASE_TERM_MIN_MONTHS,
  MIN_APPLICANT_AGE_YEARS,
  SELF_EMPLOYED_DOCS_MIN,
  SIN_LENGTH,
} from './limits';
import { isSinInput, isValidSin } from './sin';

/*
 * The rules of each page (spec/02 §5), as pure functions of the draft and today's date. Issues come
 * in the order the fields appear on the page, so the first one is the field to show first. A field
 * is checked only while it is shown (conditions.ts). `today` is 'YYYY-MM-DD' in the applicant's day.
 */

/** Collects issues with the checks most fields share. */
class Issues {
  readonly list: RentalApplicationIssue[] = [];
  add(path: string, message: RentalApplicationIssue['message'], params?: RentalApplicationIssue['params']) {
    this.list.push(params ? { path, message, params } : { path, message });
  }
  required(path: string, value: string) {
    if (isBlank(value)) this.add(path, 'fieldRequired');
  }
  /** An e-mail that must be given (required) or may be left empty, valid either way. */
  email(path: string, value: string, required: boolean) {
    if (isBlank(value)) {
      if (required) this.add(path, 'fieldRequired');
    } else if (!isEmail(value)) this.add(path, 'emailInvalid');
  }
  /** The confirmation of a valid e-mail must repeat it. */
  confirmation(path: string, email: string, confirmation: string) {
    if (isEmail(email) && email.trim().toLowerCase() !== confirmation.trim().toLowerCase())
      this.add(path, 'emailMismatch');
  }
  phone(path: string, value: string, required: boolean) {
    if (isBlank(value)) {
      if (required) this.add(path, 'fieldRequired');
    } else if (!isCanadianPhone(value)) this.add(path, 'phoneInvalid');
  }
  url(path: string, value: string) {
    if (!isBlank(value) && !isWebUrl(value)) this.add(path, 'urlInvalid');
  }
  amount(path: string, value: number | null, required: boolean) {
    if (value === null) {
      if (required) this.add(path, 'fieldRequired');
    } else if (!isWholeAmount(value)) this.add(path, 'wholeAmount');
  }
  notFuture(path: string, value: string, today: string) {
    if (value !== '' && value > today) this.add(path, 'notFuture');
  }
  files(...args: Parameters<typeof fileIssues>) {
    this.list.push(...fileIssues(...args));
  }
}

function offerRules(d: RentalApplicationDraft) {
  const o = d.offer;
  const issues = new Issues();
  issues.required('offer.applicationDate', o.applicationDate);
  issues.required('offer.commencementDate', o.commencementDate);
  if (o.applyingAs === '') issues.add('offer.applyingAs', 'fieldRequired');
  issues.required('offer.rentalPropertyAddress', o.rentalPropertyAddress);
  // An application goes to the landlord of one unit: a listing of several names the one applied for.
  if (o.listingId !== '') issues.required('offer.unitId', o.unitId);
  // The property-seen choices and the offer are asked of a tenant; a guarantor names the tenant instead.
  if (o.applyingAs === 'tenant') {
    if (!Object.values(o.propertySeen).some(Boolean)) issues.add('offer.propertySeen', 'fieldRequired');
    if (showsOtherPropertySeen(d)) issues.required('offer.otherPropertySeen', o.otherPropertySeen);
  }
  if (showsGuaranteeFullName(d)) issues.required('offer.guaranteeFullName', o.guaranteeFullName);
  issues.amount('offer.yourOffer', o.yourOffer, o.applyingAs === 'tenant');
  if (o.leaseTerm !== null && !(o.leaseTerm >= LEASE_TERM_MIN_MONTHS && o.leaseTerm <= LEASE_TERM_MAX_MONTHS))
    issues.add('offer.leaseTerm', 'leaseTermRange');
  return issues.list;
}

function applicantRules(d: RentalApplicationDraft, today: string) {
  const a = d.applicant;
  const issues = new Issues();
  issues.required('applicant.fName', a.fName);
  issues.required('applicant.lName', a.lName);
  if (a.dob === '') issues.add('applicant.dob', 'fieldRequired');
  else if (a.dob > isoDateYearsBefore(today, MIN_APPLICANT_AGE_YEARS))
    issues.add('applicant.dob', 'minAge', { years: MIN_APPLICANT_AGE_YEARS });
  issues.phone('applicant.phone', a.phone, true);
  issues.email('applicant.userEmail', a.userEmail, true);
  issues.confirmation('applicant.confirmEmail', a.userEmail, a.confirmEmail);
  for (const part of ['street', 'city', 'province', 'postal', 'country'] as const)
    issues.required(`applicant.address.${part}`, a.address[part]);
  issues.notFuture('applicant.livingDate', a.livingDate, today);
  if (showsCurrentLandlord(d)) {
    issues.required('applicant.landlordName', a.landlordName);
    issues.phone('applicant.landlordPhone', a.landlordPhone, true);
    issues.email('applicant.landlordEmail', a.landlordEmail, false);
    issues.confirmation('applicant.landlordConfirmEmail', a.landlordEmail, a.landlordConfirmEmail);
  }
  if (d.offer.applyingAs === 'tenant') issues.required('applicant.reasonLeaving', a.reasonLeaving);
  issues.notFuture('applicant.previousLivingDate', a.previousLivingDate, today);
  if (showsPreviousLandlord(d)) {
    issues.phone('applicant.previousLandlordPhone', a.previousLandlordPhone, false);
    issues.email('applicant.previousLandlordEmail', a.previousLandlordEmail, false);
    issues.confirmation(
      'applicant.previousLandlordConfirmEmail',
      a.previousLandlordEmail,
      a.previousLandlordConfirmEmail,
    );
  }
  issues.files('applicant.leaseAgreementFile', 'leaseAgreementFile', a.leaseAgreementFile);
  return issues.list;
}

function incomeRules(d: RentalApplicationDraft) {
  const i = d.income;
  const issues = new Issues();
  issues.amount('income.grossIncome', i.grossIncome, true);
  if (showsSelfEmployment(d)) {
    issues.url('income.website', i.website);
    issues.amount('income.revenueSalesFigures', i.revenueSalesFigures, false);
    issues.amount('income.expenseFigures', i.expenseFigures, false);
    if (SELF_EMPLOYED_DOCS.filter((doc) => i.selfEmployedDocs[doc]).length < SELF_EMPLOYED_DOCS_MIN)
      issues.add('income.selfEmployedDocs', 'selfEmployedDocsMin');
    for (const doc of Object.keys(SELF_EMPLOYED_DOC_FILES) as (keyof typeof SELF_EMPLOYED_DOC_FILES)[]) {
      const key = SELF_EMPLOYED_DOC_FILES[doc];
      if (showsSelfEmployedDoc(d, doc) && i[key].length === 0) issues.add(`income.${key}`, 'uploadRequired');
    }
    if (showsSelfEmployedDoc(d, 'accountantContact')) {
      issues.email('income.accountantEmail', i.accountantEmail, false);
      issues.phone('income.accountantPhone', i.accountantPhone, false);
    }
  }
  for (const key of Object.values(SELF_EMPLOYED_DOC_FILES)) issues.files(`income.${key}`, key, i[key]);
  if (showsCurrentEmployer(d)) {
    issues.phone('income.currentEmployerPhone', i.currentEmployerPhone, false);
    issues.required('income.employmentReference', i.employmentReference);
    if (i.referenceStatus === '') issues.add('income.referenceStatus', 'fieldRequired');
    issues.phone('income.employmentReferencePhone', i.employmentReferencePhone, false);
    issues.email('income.employmentReferenceEmail', i.employmentReferenceEmail, true);
    issues.confirmation(
      'income.employmentReferenceConfirmEmail',
      i.employmentReferenceEmail,
      i.employmentReferenceConfirmEmail,
    );
  }
  issues.url('income.linkedIn', i.linkedIn);
  return issues.list;
}

function obligationsRules(d: RentalApplicationDraft) {
  const o = d.obligations;
  const issues = new Issues();
  if (!Object.values(o.financialObligation).some(Boolean))
    issues.add('obligations.financialObligation', 'fieldRequired');
  issues.amount('obligations.monthlyPayment', o.monthlyPayment, false);
  // A guarantor vouches for the tenant: their own reference and pets are not asked for (spec/02 §5).
  if (!requiresPersonalReference(d)) return issues.list;
  issues.required('obligations.referenceName', o.referenceName);
  issues.phone('obligations.referencePhone', o.referencePhone, false);
  issues.email('obligations.referenceEmail', o.referenceEmail, true);
  if (showsPets(d)) {
    if (!Object.values(o.petType).some(Boolean)) issues.add('obligations.petType', 'fieldRequired');
    if (showsOtherPetType(d)) issues.required('obligations.otherPetType', o.otherPetType);
    if (o.weight !== null && !isPetWeight(o.weight)) issues.add('obligations.weight', 'weightDecimals');
    issues.files('obligations.petFiles', 'petFiles', o.petFiles);
  }
  return issues.list;
}

function vehiclesRules(d: RentalApplicationDraft) {
  const v = d.vehiclesAndOccupants;
  const issues = new Issues();
  if (showsVehicleOne(d)) {
    issues.required('vehiclesAndOccupants.makeOne', v.makeOne);
    issues.required('vehiclesAndOccupants.modelOne', v.modelOne);
  }
  if (showsVehicleTwo(d)) {
    issues.required('vehiclesAndOccupants.makeTwo', v.makeTwo);
    issues.required('vehiclesAndOccupants.modelTwo', v.modelTwo);
  }
  return issues.list;
}

function coOccupantsRules(d: RentalApplicationDraft) {
  const issues = new Issues();
  for (const field of shownCoOccupantFields(d))
    issues.required(`vehiclesAndOccupants.${field}`, d.vehiclesAndOccupants[field]);
  return issues.list;
}

function documentsRules(d: RentalApplicationDraft, today: string) {
  const docs = d.documents;
  const issues = new Issues();
  for (const key of ['creditScoreFile', 'proofOfIncomeFile', 'govIdsFile', 'supplementaryDocFile'] as const) {
    if (key !== 'supplementaryDocFile' && docs[key].length === 0)
      issues.add(`documents.${key}`, 'fieldRequired');
    issues.files(`documents.${key}`, key, docs[key]);
  }
  if (!isSinInput(docs.sin)) issues.add('documents.sin', 'sinDigits');
  else if (docs.sin.length === SIN_LENGTH && !isValidSin(docs.sin)) issues.add('documents.sin', 'sinInvalid');
  // spec/02 §5 lists this rule with page 6, though the field is on page 2: kept where the spec puts it.
  const endDate = d.income.currentEmploymentEndDate;
  if (showsEmploymentEndDate(d) && endDate !== '' && endDate < today)
    issues.add('income.currentEmploymentEndDate', 'notPast');
  return issues.list;
}

function signatureRules(d: RentalApplicationDraft) {
  return isSignature(d.signature.signature)
    ? []
    : [{ path: 'signature.signature', message: 'signatureRequired' as const }];
}

const P = RENTAL_APPLICATION_PAGES;

/** The issues of one page of the draft; none for the intro. */
export function pageIssues(
  page: RentalApplicationPage,
  draft: RentalApplicationDraft,
  today: string,
): RentalApplicationIssue[] {
  switch (page) {
    case P.INTRO:
      return [];
    case P.OFFER:
      return offerRules(draft);
    case P.APPLICANT:
      return applicantRules(draft, today);
    case P.INCOME:
      return incomeRules(draft);
    case P.OBLIGATIONS:
      return obligationsRules(draft);
    case P.VEHICLES:
      return vehiclesRules(draft);
    case P.CO_OCCUPANTS:
      return coOccupantsRules(draft);
    case P.DOCUMENTS:
      return documentsRules(draft, today);
    case P.SIGNATURE:
      return signatureRules(draft);
  }
}
