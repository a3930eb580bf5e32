import { LIST_WITH_US_MAX_UNITS, type ListWithUsStep } from '@rentals/domain/listings/list-with-us';
import type { ShowingType } from '@rentals/domain/listings/enums';
import { EMPTY_VALUES, type WizardValues, type YesNo } from '../../wizard/form/wizard-values';

/** A file chosen in the wizard, kept on the device (IndexedDB) until it is uploaded at submit. */
export interface LocalFileRef {
  localKey: string;
  name: string;
  mimeType: string;
}

/** The owner questions of the final step (spec/03 §3.4), as typed. */
export interface OwnerAnswers {
  advertiseUnit: YesNo;
  existingUrl: string;
  advertiseDuration: string;
  currentlyTenanted: YesNo;
  minimumRentalPrice: string;
  extraInfo: string;
  showingUnit: ShowingType | '';
  customiseLease: YesNo;
  propertyRealtor: YesNo;
  commission: string;
  partnershipStatus: string;
  spousePartner: string;
  lockbox: string;
}

/** What the wizard asks beyond the dialog's form: the phone, the plans and the final step. */
export interface ListWithUsExtras extends OwnerAnswers {
  phone: string;
  planIds: number[];
  govtProof: LocalFileRef | null;
  ownershipProof: LocalFileRef | null;
  /** The drawn or typed signature, as a PNG. */
  signature: LocalFileRef | null;
}

export type ExtrasField = keyof ListWithUsExtras;

export const OWNER_TEXT_FIELDS = [
  'existingUrl',
  'advertiseDuration',
  'extraInfo',
  'commission',
  'partnershipStatus',
  'spousePartner',
  'lockbox',
] as const satisfies readonly (keyof OwnerAnswers)[];

export const OWNER_YES_NO_FIELDS = [
  'advertiseUnit',
  'currentlyTenanted',
  'customiseLease',
  'propertyRealtor',
] as const satisfies readonly (keyof OwnerAnswers)[];

export const EMPTY_EXTRAS: ListWithUsExtras = {
  phone: '',
  planIds: [],
  advertiseUnit: '',
  existingUrl: '',
  advertiseDuration: '',
  currentlyTenanted: '',
  minimumRentalPrice: '',
  extraInfo: '',
  showingUnit: '',
  customiseLease: '',
  propertyRealtor: '',
  commission: '',
  partnershipStatus: '',
  spousePartner: '',
  lockbox: '',
  govtProof: null,
  ownershipProof: null,
  signature: null,
};

/**
 * The whole wizard: the dialog's form holds the building and the first unit (`building`), the
 * second and third units have a form each (only their unit fields are used), and `unitCount` says
 * how many units the visitor chose to add (1 to 3).
 */
export interface ListWithUsDraft {
  step: ListWithUsStep;
  unitCount: number;
  building: WizardValues;
  extraUnits: [WizardValues, WizardValues];
  extras: ListWithUsExtras;
}

export const emptyDraft = (): ListWithUsDraft => ({
  step: 1,
  unitCount: 1,
  building: EMPTY_VALUES,
  extraUnits: [EMPTY_VALUES, EMPTY_VALUES],
  extras: EMPTY_EXTRAS,
});

/** The number of units kept within 1 and LIST_WITH_US_MAX_UNITS. */
export const clampUnitCount = (n: number) =>
  Math.min(LIST_WITH_US_MAX_UNITS, Math.max(1, Math.trunc(Number.isFinite(n) ? n : 1)));
