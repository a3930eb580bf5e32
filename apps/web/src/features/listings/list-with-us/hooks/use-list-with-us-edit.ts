import { useMutation } from '@apollo/client/react';
import type { ListWithUsStep } from '@rentals/domain/listings/list-with-us';
import { useRef } from 'react';
import type { UpdateListingInput } from '../../../../gql/graphql';
import type { WizardStep } from '../../wizard/form/payload';
import { fromListing, type WizardValues } from '../../wizard/form/wizard-values';
import { useListingSave } from '../../wizard/hooks/use-listing-save';
import { UpdateListWithUsListingDocument } from '../api/list-with-us-operations';
import {
  editedUnitIds,
  ownerPatch,
  planPatch,
  unitStepPatch,
  type ListWithUsListing,
} from '../form/lwu-edit';
import type { ListWithUsForms } from './use-list-with-us-forms';

const uploading = (values: WizardValues) =>
  [...values.pictures, ...values.unitPictures].some((p) => p.status === 'uploading');

/**
 * Edit mode's page saves (spec/03 §4.1 "the listing is updated page by page"): steps 1 and 2 with
 * the dialog's page save (pictures synced), each unit's step as one patch (or createUnit for a unit
 * added now), the plans when they changed, and the owner answers on step 7.
 */
export function useListWithUsEdit(listing: ListWithUsListing | null, forms: ListWithUsForms) {
  const { resolvePlace, savePage, createUnit } = useListingSave();
  const [update] = useMutation(UpdateListWithUsListingDocument, { refetchQueries: 'active' });
  const unitIds = useRef(listing ? editedUnitIds(listing) : []);
  const storedPictures = useRef(listing ? fromListing(listing, null).pictures : []);
  const storedPlans = useRef<readonly number[]>(listing?.planIds ?? []);

  const patch = async (id: string, data: UpdateListingInput) => {
    const { data: answer } = await update({ variables: { where: { id }, data } });
    if (!answer) throw new Error('updateListing answered no listing');
    return answer.updateListing;
  };

  /**
   * Saves the step shown; throws what the server refused. Answers 'uploadsPending' without saving
   * while a picture is still uploading.
   */
  const saveStep = async (step: ListWithUsStep): Promise<'saved' | 'uploadsPending'> => {
    if (!listing) return 'saved';
    const { building, units, extras } = forms;
    if (step === 1 || step === 2) {
      const values = building.getValues();
      if (step === 2 && uploading(values)) return 'uploadsPending';
      const address = values.address ? await resolvePlace(values.address) : null;
      if (address && address !== values.address) building.setValue('address', address);
      const target = { listingId: listing.id, unitId: null, storedPictures: storedPictures.current };
      const saved = await savePage(step as WizardStep, values, target, address ?? { cityId: '' });
      if (step === 2) {
        storedPictures.current = fromListing(saved, null).pictures;
        building.setValue('pictures', storedPictures.current);
      }
      return 'saved';
    }
    if (step >= 3 && step <= 5) {
      const unit = step - 3;
      const values = units[unit]!.getValues();
      const id = unitIds.current[unit];
      if (id) await patch(listing.id, unitStepPatch(values, id));
      else unitIds.current[unit] = await createUnit(listing.id, values);
      return 'saved';
    }
    if (step === 6) {
      const chosen = extras.getValues('planIds');
      const data = planPatch(storedPlans.current, chosen);
      if (data) await patch(listing.id, data);
      storedPlans.current = chosen;
      return 'saved';
    }
    if (step === 7) await patch(listing.id, ownerPatch(extras.getValues()));
    return 'saved';
  };

  /** Whether the unit step `unit` edits a stored unit (which the wizard does not remove). */
  const storedUnit = (unit: number) => unit < unitIds.current.length;

  return { saveStep, storedUnit };
}
