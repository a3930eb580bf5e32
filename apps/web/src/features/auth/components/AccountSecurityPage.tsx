import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useSession } from '../../../lib/session/session-context';
import { FetchCurrentUserDocument } from '../../../lib/session/session-operations';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TwoFactorStatusDocument } from '../api/two-factor-operations';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { DisableTwoFactorForm, RegenerateCodesForm } from './TwoFactorManage';
import { TwoFactorSetup } from './TwoFactorSetup';

/**
 * /profile/security: two-factor sign-in on or off, recovery codes. Staff sent here by the staff
 * guard read why first.
 */
export function AccountSecurityPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('twoFactor.page.title'));
  const client = useApolloClient();
  const { user } = useSession();
  const { data, loading, error, refetch } = useQuery(TwoFactorStatusDocument, {
    fetchPolicy: 'network-only',
  });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabled, setDisabled] = useState(false);

  // The session's user says whether two-factor is on (the staff guard reads it): refresh both.
  const refresh = async () => {
    await Promise.all([refetch(), client.refetchQueries({ include: [FetchCurrentUserDocument] })]);
  };

  const status = data?.twoFactorStatus;
  let body;
  if (loading && !status) body = <PageSpinner />;
  else if (error || !status) {
    body = <LoadError error={error} message={t('twoFactor.page.loadError')} onRetry={() => void refetch()} />;
  } else if (codes) {
    body = (
      <RecoveryCodesPanel
        codes={codes}
        onDone={() => {
          setCodes(null);
          void refresh();
        }}
      />
    );
  } else {
    body = (
      <Stack spacing={3}>
        {status.required && !status.enabled && (
          <Alert severity="warning">{t('twoFactor.page.staffRequired')}</Alert>
        )}
        {disabled && !status.enabled && (
          <Alert severity="success" role="status">
            {t('twoFactor.disable.done')}
          </Alert>
        )}
        <Typography>{status.enabled ? t('twoFactor.page.on') : t('twoFactor.page.off')}</Typography>
        {status.enabled ? (
          <>
            <Typography>{t('twoFactor.page.codesLeft', { count: status.recoveryCodesLeft })}</Typography>
            <Divider />
            <RegenerateCodesForm onCodes={setCodes} />
            <Divider />
            <DisableTwoFactorForm
              staff={status.required}
              hasPassword={user?.hasPassword !== false}
              onDisabled={() => {
                setDisabled(true);
                void refresh();
              }}
            />
          </>
        ) : (
          <TwoFactorSetup
            onEnabled={(newCodes) => {
              setDisabled(false);
              setCodes(newCodes);
            }}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <PageHeader title={t('twoFactor.page.title')} subtitle={t('twoFactor.page.subtitle')} />
      <Link component={RouterLink} to="/profile" sx={{ alignSelf: 'flex-start' }}>
        {t('twoFactor.page.back')}
      </Link>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        component="section"
        aria-labelledby="two-factor-heading"
      >
        <Typography variant="h5" component="h2" id="two-factor-heading" sx={{ mb: 2 }}>
          {t('twoFactor.page.heading')}
        </Typography>
        {body}
      </Paper>
    </Stack>
  );
}
