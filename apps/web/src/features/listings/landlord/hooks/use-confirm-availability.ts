import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useFormError } from '../../../../lib/forms/use-form-error';
import { ConfirmListingAvailabilityDocument } from '../api/listing-operations';

/**
 * 'Confirm availability' on /building: the listing being confirmed, the failure to show, and the
 * success message for the page's toast.
 */
export function useConfirmAvailability(onDone: (message: string) => void) {
  const { t } = useTranslation('listings');
  const [confirm] = useMutation(ConfirmListingAvailabilityDocument);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const error = useFormError();

  const run = async (listing: { id: string }) => {
    error.setError(null);
    setConfirmingId(listing.id);
    try {
      await confirm({ variables: { id: listing.id } });
      onDone(t('availability.done'));
    } catch (failure) {
      error.setError(toAppError(failure));
    } finally {
      setConfirmingId(null);
    }
  };

  return { confirm: (listing: { id: string }) => void run(listing), confirmingId, error: error.message };
}
