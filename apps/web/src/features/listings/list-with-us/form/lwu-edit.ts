import { LIST_WITH_US_MAX_UNITS } from '@rentals/domain/listings/list-with-us';
import type {
  ListWithUsListingQuery,
  UpdateListingInput,
  WizardListingFieldsFragment,
} from '../../../../gql/graphql';
import { toPagePatch, type PlaceIds } from '../../wizard/form/payload';
import { EMPTY_VALUES, fromListing, type WizardValues, type YesNo } from '../../wizard/form/wizard-values';
import { ownerInput } from './lwu-payload';
import { placeOfServerPath, type WizardPlace } from './server-errors';
import { clampUnitCount, EMPTY_EXTRAS, type ListWithUsDraft, type OwnerAnswers } from './lwu-values';

/*
 * Edit mode of the list-with-us wizard (`?listing=<id>`, spec/03 §2.1, §4.1): the listing turned
 * into the wizard's values, and what each page saves. Nothing here touches the new-listing draft.
 */

export type ListWithUsListing = ListWithUsListingQuery['getSingleBuilding'];

const yesNo = (value: boolean | null | undefined): YesNo => (value == null ? '' : value ? 'yes' : 'no');
const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** The owner answers of step 7 as stored. */
export function ownerAnswersOf(listing: ListWithUsListing): OwnerAnswers {
  return {
    advertiseUnit: yesNo(listing.advertiseUnit),
    existingUrl: text(listing.existingUrl),
    advertiseDuration: text(listing.advertiseDuration),
    currentlyTenanted: yesNo(listing.currentlyTenanted),
    minimumRentalPrice: text(listing.minimumRentalPrice),
    extraInfo: text(listing.extraInfo),
    showingUnit: listing.showingUnit ?? '',
    customiseLease: yesNo(listing.customiseLease),
    propertyRealtor: yesNo(listing.propertyRealtor),
    commission: text(listing.commission),
    partnershipStatus: text(listing.partnershipStatus),
    spousePartner: text(listing.spousePartner),
    lockbox: text(listing.lockbox),
  };
}

/** The units the wizard edits: the listing's first three. */
export const editedUnitIds = (listing: Pick<WizardListingFieldsFragment, 'units'>): string[] =>
  listing.units.slice(0, LIST_WITH_US_MAX_UNITS).map((u) => u.id);

/** The wizard's values for `listing`, from step 1, with its units and chosen plans. */
export function draftOfListing(listing: ListWithUsListing, phone = ''): ListWithUsDraft {
  const [first, second, third] = editedUnitIds(listing);
  const unitValues = (id: string | undefined): WizardValues => (id ? fromListing(listing, id) : EMPTY_VALUES);
  return {
    step: 1,
    unitCount: clampUnitCount(listing.units.length),
    building: fromListing(listing, first ?? null),
    extraUnits: [unitValues(second), unitValues(third)],
    extras: { ...EMPTY_EXTRAS, ...ownerAnswersOf(listing), phone, planIds: [...(listing.planIds ?? [])] },
  };
}

/**
 * One unit's step (the dialog's pages 3 to 5 together) as one updateListing patch: only the unit's
 * fields. The building's description, on the dialog's page 5, is not asked here and stays.
 */
export function unitStepPatch(values: WizardValues, unitId: string): UpdateListingInput {
  const none: PlaceIds = { cityId: '' };
  const unit = {
    ...toPagePatch(3, values, none, unitId).unit,
    ...toPagePatch(4, values, none, unitId).unit,
    ...toPagePatch(5, values, none, unitId).unit,
    id: unitId,
  };
  return { unit };
}

/** The plans patch of step 6, or null when the choice did not change (order aside). */
export function planPatch(stored: readonly number[], chosen: readonly number[]): UpdateListingInput | null {
  const same = stored.length === chosen.length && stored.every((id) => chosen.includes(id));
  return same ? null : { planIds: [...chosen] };
}

/** Step 7's patch: the owner answers (the documents stay as they are). */
export const ownerPatch = (answers: OwnerAnswers): UpdateListingInput => ownerInput(answers);

/**
 * Where an issue of updateListing's input (paths like 'title', 'lockbox', 'unit.bedrooms') shows in
 * the wizard; `unit` is the unit the saved step showed.
 */
export function placeOfEditPath(path: string, unit: number): WizardPlace | null {
  if (path === 'planIds') return placeOfServerPath(path);
  if (path.startsWith('unit.')) return placeOfServerPath(`units.${unit}.${path.slice('unit.'.length)}`);
  return placeOfServerPath(`listing.${path}`);
}
