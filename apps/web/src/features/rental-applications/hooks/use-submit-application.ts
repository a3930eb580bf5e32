import { useMutation } from '@apollo/client/react';
import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { CreateRentalDocument } from '../api/application-operations';
import { draftPathOf } from '../format/application-pages';
import { createRentalVariables, forgetSubmissionClientId, submissionClientId } from '../format/submission';
import type { UploadTracker } from '../format/upload-tracker';

export type SubmitPhase =
  | { step: 'idle' }
  | { step: 'uploading' }
  | { step: 'submitting' }
  | { step: 'success' }
  | { step: 'failed'; message: string };

/** A field the server refused, for the wizard to show on its page. */
export interface RefusedField {
  path: string;
  message: string;
  params: Record<string, string | number>;
}

/**
 * Submit! after the wizard's checks (spec/02 §4): waits for the uploads still going ('Uploading
 * documents...'), then creates the rental ('Submitting your form... Almost there!'). Every failure
 * keeps the form as it is; a page the server refuses is handed back to move to.
 */
export function useSubmitApplication(
  tracker: UploadTracker,
  onRefusedField: (field: RefusedField) => void,
  onSessionExpired: () => void,
) {
  const { t } = useTranslation('rentalApplication');
  const locale = useLocale();
  const [phase, setPhase] = useState<SubmitPhase>({ step: 'idle' });
  const [createRental] = useMutation(CreateRentalDocument);

  const fail = (error: AppError) => {
    if (error.code === 'UNAUTHENTICATED') {
      setPhase({ step: 'idle' });
      onSessionExpired();
      return;
    }
    const refused = error.fields.map((f) => ({ ...f, path: draftPathOf(f.path) })).find((f) => f.path);
    if (error.code === 'RENTAL_APPLICATION_PAGE_INVALID' && refused?.path) {
      setPhase({ step: 'idle' });
      onRefusedField({ path: refused.path, message: refused.key, params: refused.params ?? {} });
      return;
    }
    setPhase({ step: 'failed', message: errorText(error, locale) });
  };

  const submit = async (values: () => RentalApplicationDraft, creditCheckConsent: boolean) => {
    setPhase({ step: 'uploading' });
    if (!(await tracker.settled())) {
      setPhase({ step: 'failed', message: t('files.uploadError') });
      return;
    }
    setPhase({ step: 'submitting' });
    try {
      // Read after the uploads: their references were added to the draft as they finished.
      const { data } = await createRental({
        variables: createRentalVariables(values(), submissionClientId(), new Date(), creditCheckConsent),
      });
      if (data?.createRental?.error) {
        setPhase({ step: 'failed', message: data.createRental.message || t('submit.failed') });
        return;
      }
      forgetSubmissionClientId();
      setPhase({ step: 'success' });
    } catch (error) {
      fail(toAppError(error));
    }
  };

  return { phase, submit, dismiss: () => setPhase({ step: 'idle' }) };
}
