import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { formatPublicDate } from '../../../lib/format/date';
import { useFormError } from '../../../lib/forms/use-form-error';
import { useSession } from '../../../lib/session/session-context';
import {
  CancelMyAccountDeletionDocument,
  MyAccountDeletionDocument,
  RequestAccountDeletionDocument,
} from '../api/data-rights-operations';
import { DeleteAccountForm } from './DeleteAccountForm';
import { SectionCard } from './SectionCard';
import { useGraceDays } from './use-grace-days';

/**
 * Deleting one's own account: the owner confirms it is them (DeleteAccountForm), the account waits
 * the grace period (the API's setting) and an e-mail carries a cancel link; while it waits, 'Keep
 * my account' cancels. `SignInAgain` is the auth feature's way back through hosted login, given
 * by the page that composes both.
 */
export function DeleteAccountSection({ SignInAgain }: { SignInAgain: ComponentType }) {
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
  const cancelError = useFormError();

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
      <DeleteAccountForm
        hasPassword={user?.hasPassword !== false}
        graceDays={days}
        cancelled={cancelled}
        onRequest={async (password) => {
          setCancelled(false);
          await request({ variables: { password } });
        }}
        SignInAgain={SignInAgain}
      />
    );
  }
  return (
    <SectionCard title={t('deletion.title')} intro={intro}>
      {content}
    </SectionCard>
  );
}
