import { useMutation, useQuery } from '@apollo/client/react';
import {
  parseStoredRentalApplicationDraft,
  type RentalApplicationDraft,
} from '@rentals/domain/rental-applications/draft';
import { useCallback } from 'react';
import {
  DeleteRentalApplicationDraftDocument,
  RentalApplicationDraftDocument,
  SaveRentalApplicationDraftDocument,
} from '../api/application-operations';

/**
 * A signed-in renter's draft on their account, so it follows them to another device (files
 * included: they are references to uploads already stored). A failure here never blocks the
 * form: the device's own draft is kept either way.
 */
export function useAccountDraft(signedIn: boolean) {
  const query = useQuery(RentalApplicationDraftDocument, {
    skip: !signedIn,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const [saveMutation] = useMutation(SaveRentalApplicationDraftDocument);
  const [deleteMutation] = useMutation(DeleteRentalApplicationDraftDocument);
  const stored = query.data?.rentalApplicationDraft;

  const save = useCallback(
    async (draft: RentalApplicationDraft): Promise<boolean> => {
      if (!signedIn) return true;
      try {
        await saveMutation({ variables: { draft } });
        return true;
      } catch {
        return false;
      }
    },
    [saveMutation, signedIn],
  );

  const remove = useCallback(async () => {
    if (!signedIn) return;
    // A draft left on the account is harmless: the next save replaces it.
    await deleteMutation().catch(() => undefined);
  }, [deleteMutation, signedIn]);

  return {
    /** Still asking the account (the wizard waits, so a draft from another device is not overwritten). */
    loading: signedIn && query.loading,
    draft: stored ? parseStoredRentalApplicationDraft(stored, new Date()) : null,
    save,
    remove,
  };
}
