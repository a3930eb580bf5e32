import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useFormError } from '../../../../lib/forms/use-form-error';
import { RelistListingDocument } from '../api/listing-operations';

/**
 * 'Make available again' on /building: the listing being re-listed, the failure to show, and the
 * success message for the page's toast (available at once, or back to review when the API says
 * the listing awaits approval).
 */
export function useRelistListing(onDone: (message: string) => void) {
  const { t } = useTranslation('listings');
  const [relist] = useMutation(RelistListingDocument);
  const [relistingId, setRelistingId] = useState<string | null>(null);
  const error = useFormError();

  const run = async (listing: { id: string }) => {
    error.setError(null);
    setRelistingId(listing.id);
    try {
      const { data } = await relist({ variables: { id: listing.id } });
      const inReview = data?.relistListing.status === 'PENDING_APPROVAL';
      onDone(t(inReview ? 'relist.inReview' : 'relist.done'));
    } catch (failure) {
      error.setError(toAppError(failure));
    } finally {
      setRelistingId(null);
    }
  };

  return { relist: (listing: { id: string }) => void run(listing), relistingId, error: error.message };
}
