import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/FormCard';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CancelAccountDeletionDocument } from '../api/data-rights-operations';

/*
 * Where the deletion e-mail's cancel link lands (`?token=`), without signing in. The cancellation
 * waits for a button press: mail scanners fetch and even render the links of an e-mail, and must
 * not cancel a deletion its owner asked for.
 */
export function CancelDeletionLinkPage() {
  const { t } = useTranslation('dataRights');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [cancelDeletion, { data, error, loading }] = useMutation(CancelAccountDeletionDocument);
  useDocumentTitle(t('cancelLink.title'));

  const done = data?.cancelAccountDeletion === true;
  const failed = !token || !!error || (!!data && !done);
  return (
    <FormCard title={t('cancelLink.title')}>
      <Stack spacing={2}>
        {(done || failed) && (
          <Alert severity={done ? 'success' : 'warning'} role="status">
            {done ? t('cancelLink.done') : t('cancelLink.unknown')}
          </Alert>
        )}
        {token && !data && !error && (
          <>
            <Typography>{t('cancelLink.question')}</Typography>
            <Button
              variant="contained"
              loading={loading}
              onClick={() => void cancelDeletion({ variables: { token } }).catch(() => undefined)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('cancelLink.confirm')}
            </Button>
          </>
        )}
        <Link component={RouterLink} to="/">
          {t('cancelLink.home')}
        </Link>
      </Stack>
    </FormCard>
  );
}
