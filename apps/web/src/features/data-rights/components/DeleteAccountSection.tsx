import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { confirmPasswordSchema } from '@rentals/domain/users/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { PasswordField } from '../../../components/PasswordField';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { formatPublicDate } from '../../../lib/format/date';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useFormError } from '../../../lib/forms/use-form-error';
import { useSession } from '../../../lib/session/session-context';
import {
  CancelMyAccountDeletionDocument,
  MyAccountDeletionDocument,
  RequestAccountDeletionDocument,
} from '../api/data-rights-operations';
import { SectionCard } from './SectionCard';
import { useGraceDays } from './use-grace-days';

/**
 * Deleting one's own account: the password confirms it, the account waits the grace period (the
 * API's setting) and an e-mail carries a cancel link; while it waits, 'Keep my account' cancels.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('dataRights');
  const locale = useLocale();
  const { user } = useSession();
  const days = useGraceDays();
  const query = useQuery(MyAccountDeletionDocument, { fetchPolicy: 'cache-and-network' });
  const [request] = useMutation(RequestAccountDeletionDocument, {
    refetchQueries: [MyAccountDeletionDocument],
  });
  const [cancel, cancelling] = useMutation(CancelMyAccountDeletionDocument, {
    refetchQueries: [MyAccountDeletionDocument],
  });
  const [cancelled, setCancelled] = useState(false);
  const { handleSubmit, textField, formError, formState, reset } = useDomainForm(confirmPasswordSchema, {
    password: '',
  });
  const cancelError = useFormError();

  const submit = handleSubmit(async ({ password }) => {
    formError.setError(null);
    setCancelled(false);
    try {
      await request({ variables: { password } });
      reset();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  });

  const intro = t('deletion.intro', { graceDays: days ?? '…' });
  if (user?.userType === 'ADMIN' || user?.userType === 'SUB_ADMIN')
    return (
      <SectionCard title={t('deletion.title')} intro={intro}>
        <Typography>{t('deletion.staff')}</Typography>
      </SectionCard>
    );

  const scheduled = query.data?.myAccountDeletion;
  let content;
  if (query.error && !query.data) {
    content = (
      <LoadError error={query.error} message={t('deletion.loadError')} onRetry={() => void query.refetch()} />
    );
  } else if (!query.data || days === null) {
    // The form waits for the grace days it states: a button turning from disabled to red while
    // the page is read would also be measured mid-change.
    content = <Skeleton variant="rounded" height={96} aria-hidden />;
  } else if (scheduled) {
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning" role="status" sx={{ alignSelf: 'stretch' }}>
          {t('deletion.scheduled', { date: formatPublicDate(scheduled.dueAt, locale, { withTime: true }) })}
        </Alert>
        <FormAlert message={cancelError.message} />
        <Button
          variant="contained"
          disabled={cancelling.loading}
          onClick={async () => {
            cancelError.setError(null);
            try {
              await cancel();
              setCancelled(true);
            } catch (error) {
              cancelError.setError(toAppError(error));
            }
          }}
        >
          {t('deletion.cancel')}
        </Button>
      </Stack>
    );
  } else {
    content = (
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => void submit(event)}
        sx={{ maxWidth: 420, alignItems: 'flex-start' }}
      >
        {cancelled && (
          <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
            {t('deletion.cancelled')}
          </Alert>
        )}
        <FormAlert message={formError.message} />
        <PasswordField
          {...textField('password')}
          label={t('deletion.password')}
          helperText={textField('password').helperText || t('deletion.passwordHelp')}
          autoComplete="current-password"
          required
          fullWidth
        />
        <Typography>{t('deletion.confirm.text', { graceDays: days })}</Typography>
        <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
          {t('deletion.confirm.confirm', { graceDays: days })}
        </Button>
      </Stack>
    );
  }
  return (
    <SectionCard title={t('deletion.title')} intro={intro}>
      {content}
    </SectionCard>
  );
}
