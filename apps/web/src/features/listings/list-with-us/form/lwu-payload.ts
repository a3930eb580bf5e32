import type { ListWithUsInput } from '../../../../gql/graphql';
import { toCreateInput, toCreateUnitInput, type PlaceIds } from '../../wizard/form/payload';
import type { WizardValues, YesNo } from '../../wizard/form/wizard-values';
import { parseNumberText } from '../../../../lib/forms/number-text';
import type { ListWithUsDraft, OwnerAnswers } from './lwu-values';

const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());
const yesNo = (value: YesNo) => (value === '' ? null : value === 'yes');

/** The owner questions as the API takes them (spec/03 §3.4); unanswered ones are null. */
export function ownerInput(answers: OwnerAnswers) {
  return {
    advertiseUnit: yesNo(answers.advertiseUnit),
    existingUrl: optionalText(answers.existingUrl),
    advertiseDuration: optionalText(answers.advertiseDuration),
    currentlyTenanted: yesNo(answers.currentlyTenanted),
    minimumRentalPrice: parseNumberText(answers.minimumRentalPrice, 'decimal') ?? null,
    extraInfo: optionalText(answers.extraInfo),
    showingUnit: answers.showingUnit === '' ? null : answers.showingUnit,
    customiseLease: yesNo(answers.customiseLease),
    propertyRealtor: yesNo(answers.propertyRealtor),
    commission: optionalText(answers.commission),
    partnershipStatus: optionalText(answers.partnershipStatus),
    spousePartner: optionalText(answers.spousePartner),
    lockbox: optionalText(answers.lockbox),
  };
}

/** The units the visitor chose to list: the first is on the building's form. */
export function chosenUnits(
  draft: Pick<ListWithUsDraft, 'building' | 'extraUnits' | 'unitCount'>,
): WizardValues[] {
  return [draft.building, ...draft.extraUnits.slice(0, draft.unitCount - 1)];
}

/** The files uploaded at submit: their ids, by what they are. */
export interface UploadedIds {
  govtProof: string | null;
  ownershipProof: string | null;
  /** The drawn signature, a LISTING_SIGNATURE file (the `signature` text field is for typed text). */
  signatureFile: string | null;
}

/**
 * createListWithUs's input (the agreed contract): the building as createListing takes it, with the
 * owner questions and documents, and one to three units. The draft's pictures must be uploaded
 * (fileId set) by now.
 */
export function toListWithUsInput(
  draft: ListWithUsDraft,
  place: PlaceIds,
  files: UploadedIds,
): ListWithUsInput {
  // The server sets the source (LIST_WITH_US) and the region (the address's province), and takes
  // the poster role once, beside the building.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { unit, createdFrom, role: _role, region, ...building } = toCreateInput(draft.building, place);
  const role = draft.building.role;
  if (!role || !draft.extras.planIds.length) throw new Error('the wizard was submitted unchecked');
  return {
    role,
    phone: draft.extras.phone.trim(),
    planIds: [...draft.extras.planIds],
    listing: { ...building, ...ownerInput(draft.extras), ...files },
    units: chosenUnits(draft).map(toCreateUnitInput),
  };
}
