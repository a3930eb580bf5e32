import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { PrivateDownloadButton } from '../../../components/PrivateDownloadButton';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { formatPublicDate } from '../../../lib/format/date';
import { MyDataExportDocument, RequestDataExportDocument } from '../api/privacy-operations';

/** While a copy is being prepared, the page looks again this often, so 'ready' shows without a reload. */
const PENDING_POLL_MS = 15_000;

/**
 * 'Download your data' (issue 25): asks for a copy of the user's data, says where it stands
 * (requested, being prepared, ready until a date, expired, or failed and to ask again) and
 * downloads the zip with the session while it is ready. A second request while one is open is refused by the API, in words here.
 */
export function DownloadDataSection() {
  const { t } = useTranslation('yourData');
  const locale = useLocale();
  const query = useQuery(MyDataExportDocument, { fetchPolicy: 'cache-and-network' });
  const current = query.data?.myDataExport ?? null;
  const pending = current?.state === 'REQUESTED' || current?.state === 'PREPARING';
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!pending) return;
    startPolling(PENDING_POLL_MS);
    return stopPolling;
  }, [pending, startPolling, stopPolling]);
  const [request, requesting] = useMutation(RequestDataExportDocument, {
    refetchQueries: [MyDataExportDocument],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const ask = async () => {
    setFailure(null);
    try {
      await request();
      setSent(true);
    } catch (error) {
      setFailure(errorText(toAppError(error), locale));
    }
  };

  const date = (iso: string | null | undefined) => (iso ? formatPublicDate(iso, locale) : '');
  // A failed copy is not waited on: the user asks again (the API refuses only open requests).
  const canAsk = !current || current.state === 'EXPIRED' || current.state === 'FAILED';

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="download-data-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="download-data-title" variant="h6" component="h2">
          {t('download.title')}
        </Typography>
        <Typography>{t('download.intro')}</Typography>
        {query.loading && !query.data ? (
          <Skeleton variant="rounded" height={48} />
        ) : query.error && !query.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('download.retry')}
              </Button>
            }
          >
            {t('download.loadError')}
          </Alert>
        ) : (
          <>
            {current?.state === 'REQUESTED' && (
              <Alert severity="info">{t('download.requested', { date: date(current.requestedAt) })}</Alert>
            )}
            {current?.state === 'PREPARING' && (
              <Alert severity="info">{t('download.preparing', { date: date(current.requestedAt) })}</Alert>
            )}
            {current?.state === 'READY' && current.fileId && (
              <>
                <Alert severity="success">{t('download.ready', { date: date(current.expiresAt) })}</Alert>
                <PrivateDownloadButton
                  url={`/files/${encodeURIComponent(current.fileId)}`}
                  filename={`data-export-${(current.readyAt ?? current.requestedAt).slice(0, 10)}.zip`}
                  labels={{
                    button: t('download.button'),
                    running: t('download.running'),
                    done: t('download.done'),
                  }}
                  buttonProps={{ fullWidth: false }}
                />
              </>
            )}
            {current?.state === 'FAILED' && (
              <Alert severity="warning">{t('download.failed', { date: date(current.requestedAt) })}</Alert>
            )}
            {current?.state === 'EXPIRED' && (
              <Typography color="text.secondary">
                {t('download.expired', { date: date(current.expiresAt) })}
              </Typography>
            )}
            <FormAlert message={failure} />
            {canAsk && (
              <Stack direction="row">
                <Button variant="contained" onClick={() => void ask()} loading={requesting.loading}>
                  {t('download.request')}
                </Button>
              </Stack>
            )}
          </>
        )}
      </Stack>
      <SuccessToast message={sent ? t('download.sent') : null} onClose={() => setSent(false)} />
    </Paper>
  );
}
