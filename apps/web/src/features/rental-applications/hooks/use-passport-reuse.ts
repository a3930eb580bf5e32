import { useMutation } from '@apollo/client/react';
import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import type { RentalApplicationPage } from '@rentals/domain/rental-applications/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { ReuseRentalApplicationDocument } from '../api/passport-operations';
import { passportReuseFailure } from '../format/passport-refusal';
import { forgetPassportClientId, passportClientId, reuseVariables } from '../format/passport-submission';
import type { RefusedField, SubmitPhase } from './use-submit-application';

/** A page other than the offer refused: only the full form can change it. */
export interface PassportRefusal {
  message: string;
  page: RentalApplicationPage;
}

/**
 * Applying with the passport in one step: the same phases and dialogs as Submit! (nothing to
 * upload: the passport's files are stored already). A refused offer field is handed back to show
 * on the review; a refusal of another page becomes a `refusal`, for the renter to open the full
 * form. Every failure leaves the review as it was typed.
 */
export function usePassportReuse(
  sourceId: string,
  listingId: string,
  onOfferRefused: (field: RefusedField) => void,
) {
  const { t } = useTranslation('rentalApplication');
  const locale = useLocale();
  const [phase, setPhase] = useState<SubmitPhase>({ step: 'idle' });
  const [refusal, setRefusal] = useState<PassportRefusal | null>(null);
  const [reuse] = useMutation(ReuseRentalApplicationDocument);

  const fail = (thrown: unknown) => {
    const error = toAppError(thrown);
    const failure = passportReuseFailure(error);
    if (failure.kind === 'offer') {
      setPhase({ step: 'idle' });
      onOfferRefused(failure);
    } else if (failure.kind === 'otherPage') {
      setPhase({ step: 'idle' });
      setRefusal({ message: errorText(error, locale), page: failure.page });
    } else setPhase({ step: 'failed', message: errorText(error, locale) });
  };

  const submit = async (offer: RentalApplicationDraft['offer'], creditCheckConsent: boolean) => {
    setRefusal(null);
    setPhase({ step: 'submitting' });
    try {
      const { data } = await reuse({
        variables: reuseVariables(sourceId, offer, passportClientId(listingId), creditCheckConsent),
      });
      if (data?.reuseRentalApplication?.error) {
        setPhase({ step: 'failed', message: data.reuseRentalApplication.message || t('submit.failed') });
        return;
      }
      forgetPassportClientId(listingId);
      setPhase({ step: 'success' });
    } catch (error) {
      fail(error);
    }
  };

  return { phase, refusal, submit, dismiss: () => setPhase({ step: 'idle' }) };
}
