import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { formatPublicDate } from '../../../lib/format/date';
import { useFormError } from '../../../lib/forms/use-form-error';
import { CancelMyAccountDeletionDocument, MyAccountDeletionDocument } from '../api/data-rights-operations';

/**
 * Over every page of a signed-in user whose account waits for deletion: when it goes, and 'Keep
 * my account' to cancel it. Shows nothing otherwise (nor while it loads or when the load fails).
 */
export function AccountDeletionBanner() {
  const { t } = useTranslation('dataRights');
  const locale = useLocale();
  const query = useQuery(MyAccountDeletionDocument);
  const [cancel, cancelling] = useMutation(CancelMyAccountDeletionDocument, {
    refetchQueries: [MyAccountDeletionDocument],
  });
  const error = useFormError();
  const scheduled = query.data?.myAccountDeletion;
  if (cancelling.data && !scheduled)
    return (
      <Alert severity="success" role="status" sx={{ borderRadius: 0 }}>
        {t('banner.cancelled')}
      </Alert>
    );
  if (!scheduled) return null;
  return (
    <Alert
      severity="warning"
      sx={{ borderRadius: 0, flexWrap: 'wrap' }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={cancelling.loading}
          onClick={async () => {
            error.setError(null);
            try {
              await cancel();
            } catch (failure) {
              error.setError(toAppError(failure));
            }
          }}
        >
          {t('banner.cancel')}
        </Button>
      }
    >
      {t('banner.text', { date: formatPublicDate(scheduled.dueAt, locale, { withTime: true }) })}
      <FormAlert message={error.message} />
    </Alert>
  );
}
