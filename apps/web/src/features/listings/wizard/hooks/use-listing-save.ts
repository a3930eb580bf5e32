import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CreateCityDocument,
  CreateListingDocument,
  CreateNeighbourhoodDocument,
  CreateUnitDocument,
  DeletePictureDocument,
  PicReorderDocument,
  UpdateListingDocument,
} from '../api/listing-wizard-operations';
import {
  toCreateInput,
  toCreateUnitInput,
  toPagePatch,
  type PlaceIds,
  type WizardStep,
} from '../form/payload';
import type { AddressValue, PictureItem, WizardValues } from '../form/wizard-values';
import { removedPictureIds, reorderInput } from '../pictures/picture-list';

/** The calls the dialog saves with: create, page-by-page update, picture sync and reorder. */
export function useListingSave() {
  const [createCity] = useMutation(CreateCityDocument);
  const [createNeighbourhood] = useMutation(CreateNeighbourhoodDocument);
  const [createListing] = useMutation(CreateListingDocument, { refetchQueries: 'active' });
  const [createUnitMutation] = useMutation(CreateUnitDocument, { refetchQueries: 'active' });
  const [updateListing] = useMutation(UpdateListingDocument, { refetchQueries: 'active' });
  const [deletePicture] = useMutation(DeletePictureDocument);
  const [picReorder] = useMutation(PicReorderDocument);

  /**
   * The city and neighbourhood of the chosen address, found or created (spec/03 §4.1) from the
   * suggestion's place: the server takes their names from its geocoder, not from the form.
   */
  const resolvePlace = useCallback(
    async (address: AddressValue): Promise<AddressValue & PlaceIds> => {
      if (address.cityId) return { ...address, cityId: address.cityId };
      const placeId = address.placeId;
      if (!placeId) throw new Error('the chosen address has no place id');
      const { data: city } = await createCity({ variables: { data: { placeId } } });
      const cityId = city?.createCity.id;
      if (!cityId) throw new Error('createCity answered no city');
      let neighbourhoodId: string | null = null;
      if (address.neighbourhood) {
        const { data } = await createNeighbourhood({ variables: { data: { placeId } } });
        neighbourhoodId = data?.createNeighbourhood.id ?? null;
      }
      return { ...address, cityId, neighbourhoodId };
    },
    [createCity, createNeighbourhood],
  );

  /** Creates the building with its first unit; answers the ids for the unit page. */
  const create = useCallback(
    async (values: WizardValues, place: PlaceIds) => {
      const { data } = await createListing({ variables: { data: toCreateInput(values, place) } });
      const listing = data?.createListing;
      if (!listing) throw new Error('createListing answered no listing');
      return { listingId: listing.id, unitId: listing.units[0]?.id ?? null };
    },
    [createListing],
  );

  /** Adds a new unit to a building (add-unit mode); answers its id. */
  const createUnit = useCallback(
    async (listingId: string, values: WizardValues) => {
      const { data } = await createUnitMutation({
        variables: { listingId, data: toCreateUnitInput(values) },
      });
      const id = data?.createUnit.id;
      if (!id) throw new Error('createUnit answered no unit');
      return id;
    },
    [createUnitMutation],
  );

  /**
   * Saves one page in edit mode. On the pictures page, the stored pictures removed or replaced are
   * deleted one by one first (spec/01 §4 image-list sync; a failure is only logged).
   */
  const savePage = useCallback(
    async (
      step: WizardStep,
      values: WizardValues,
      target: { listingId: string; unitId: string | null; storedPictures: PictureItem[] },
      place: PlaceIds,
    ) => {
      if (step === 2) {
        for (const id of removedPictureIds(target.storedPictures, values.pictures)) {
          try {
            await deletePicture({ variables: { where: { id } } });
          } catch (error) {
            console.error(`Picture ${id} could not be deleted`, error);
          }
        }
      }
      const { data } = await updateListing({
        variables: {
          where: { id: target.listingId },
          data: toPagePatch(step, values, place, target.unitId),
        },
      });
      if (!data) throw new Error('updateListing answered no listing');
      return data.updateListing;
    },
    [deletePicture, updateListing],
  );

  /** Saves the new order of the stored pictures at once (spec/03 §4.6); answers whether it worked. */
  const reorder = useCallback(
    async (items: PictureItem[]) => {
      const pictures = reorderInput(items);
      if (!pictures.length) return null;
      try {
        const { data } = await picReorder({ variables: { pictures } });
        return !!data?.picReorder;
      } catch (error) {
        console.error('Pictures could not be reordered', error);
        return false;
      }
    },
    [picReorder],
  );

  return { resolvePlace, create, createUnit, savePage, reorder };
}
