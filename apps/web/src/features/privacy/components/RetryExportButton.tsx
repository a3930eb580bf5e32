import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { SuccessToast } from '../../../components/SuccessToast';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { PrivacyRequestsDocument, RetryDataExportDocument } from '../api/privacy-operations';

/**
 * 'Retry' on a failed data export of /privacy-requests: queues its build again, with all its
 * attempts; the list then shows it requested. The API refuses one the user has asked again since.
 */
export function RetryExportButton({ requestId, label }: { requestId: string; label: string }) {
  const { t } = useTranslation('privacyRequests');
  const [retry, retrying] = useMutation(RetryDataExportDocument, {
    refetchQueries: [PrivacyRequestsDocument],
    awaitRefetchQueries: true,
  });
  const { message: failure, setError } = useFormError();
  const [queued, setQueued] = useState(false);

  const send = async () => {
    setError(null);
    try {
      await retry({ variables: { id: requestId } });
      setQueued(true);
    } catch (error) {
      setError(toAppError(error));
    }
  };

  return (
    <>
      <FormAlert message={failure} />
      <Stack direction="row">
        <Button
          variant="outlined"
          size="small"
          aria-label={label}
          loading={retrying.loading}
          onClick={() => void send()}
        >
          {t('retry')}
        </Button>
      </Stack>
      <SuccessToast message={queued ? t('retried') : null} onClose={() => setQueued(false)} />
    </>
  );
}
