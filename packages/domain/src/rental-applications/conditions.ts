import {
  CO_OCCUPANT_NUMBERS,
  FINANCIAL_OBLIGATIONS,
  type CoOccupantNumber,
  type FinancialObligation,
  type SelfEmployedDoc,
} from './enums';
import type { RentalApplicationDraft } from './draft';

/*
 * The conditional parts of the wizard (spec/02 §4): which fields are shown, and the one choice that
 * changes others. The page rules (page-rules.ts) check a field only while it is shown, so a value
 * left in a hidden field never blocks a page the applicant cannot fix.
 */

const isGuarantor = (draft: RentalApplicationDraft) => draft.offer.applyingAs === 'guarantor';

/** The property-seen choices and the offer concern the tenant; a guarantor names the tenant instead. */
export const showsTenantOffer = (draft: RentalApplicationDraft) => !isGuarantor(draft);
export const showsGuaranteeFullName = isGuarantor;
export const showsOtherPropertySeen = (draft: RentalApplicationDraft) =>
  showsTenantOffer(draft) && draft.offer.propertySeen.other;

/** The current landlord's fields, while the applicant rents their home. */
export const showsCurrentLandlord = (draft: RentalApplicationDraft) => draft.applicant.renting;
/** The previous landlord's fields, when the previous home was rented. */
export const showsPreviousLandlord = (draft: RentalApplicationDraft) => draft.applicant.previousRenting;

/** Business fields (website, revenue, expenses) and the documents section. */
export const showsSelfEmployment = (draft: RentalApplicationDraft) => draft.income.selfEmployed;

/** The upload of each ticked kind of document, or the accountant's contact. */
export const showsSelfEmployedDoc = (draft: RentalApplicationDraft, doc: SelfEmployedDoc) =>
  showsSelfEmployment(draft) && draft.income.selfEmployedDocs[doc];

/** The upload key of each kind of self-employed document; the accountant's contact has fields instead. */
export const SELF_EMPLOYED_DOC_FILES = {
  bankStatement: 'bankStatementFiles',
  taxReturns: 'taxReturnsFiles',
  invoices: 'invoicesFiles',
} as const satisfies Partial<Record<SelfEmployedDoc, keyof RentalApplicationDraft['income']>>;

/** The current-employer section appears once an employer name is entered. */
export const showsCurrentEmployer = (draft: RentalApplicationDraft) =>
  draft.income.currentEmployer.trim() !== '';

/** The employment end date, for a contract or temporary job only. */
export const showsEmploymentEndDate = (draft: RentalApplicationDraft) =>
  showsCurrentEmployer(draft) &&
  (draft.income.employmentStatus.contract || draft.income.employmentStatus.temporary);

/** Previous-employer fields, unless this is the applicant's first employer. */
export const showsPreviousEmployer = (draft: RentalApplicationDraft) => !draft.income.firstEmployer;

/** The personal reference is asked of everyone, but checked for a tenant only (spec/02 §5). */
export const requiresPersonalReference = (draft: RentalApplicationDraft) => !isGuarantor(draft);

/** Pet fields, when the applicant has pets. */
export const showsPets = (draft: RentalApplicationDraft) => draft.obligations.pets;
export const showsOtherPetType = (draft: RentalApplicationDraft) =>
  showsPets(draft) && draft.obligations.petType.other;

/** Vehicle 1 when there is a vehicle; vehicle 2 when there is another one. */
export const showsVehicleOne = (draft: RentalApplicationDraft) => draft.vehiclesAndOccupants.vehicle;
export const showsVehicleTwo = (draft: RentalApplicationDraft) =>
  showsVehicleOne(draft) && draft.vehiclesAndOccupants.anotherVehicle;

/** How many co-occupant name fields are shown: one per person chosen, 5 for '5 or more'. */
export function coOccupantNameCount(draft: RentalApplicationDraft): number {
  const n = Number(draft.vehiclesAndOccupants.coOccupants);
  return Number.isInteger(n) ? n : 0;
}

/** The co-occupant name fields shown, first to last ('occupant_1_name'…). */
export function shownCoOccupantFields(draft: RentalApplicationDraft): `occupant_${CoOccupantNumber}_name`[] {
  return CO_OCCUPANT_NUMBERS.slice(0, coOccupantNameCount(draft)).map((n) => `occupant_${n}_name` as const);
}

/**
 * Ticking or unticking one financial obligation: 'none' clears every other option, any other option
 * clears 'none' (spec/02 §4). Returns the new flags.
 */
export function toggleFinancialObligation(
  flags: Readonly<Record<FinancialObligation, boolean>>,
  option: FinancialObligation,
  ticked: boolean,
): Record<FinancialObligation, boolean> {
  if (option === 'none' && ticked)
    return Object.fromEntries(FINANCIAL_OBLIGATIONS.map((o) => [o, o === 'none'])) as Record<
      FinancialObligation,
      boolean
    >;
  return { ...flags, [option]: ticked, ...(ticked ? { none: false } : {}) };
}
