import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../../../components/SuccessToast';
import { useLocale } from '../../../../../i18n/use-locale';
import { errorText, toAppError, type AppError } from '../../../../../lib/errors/graphql-error';
import { fetchPrivateFile, saveBlob } from '../../../../../lib/download/private-download';

/** The API's archive of everything the renter gave (apps/api passport-export.ts). */
const PASSPORT_EXPORT_PATH = '/exports/my-rental-passport.zip';
const PASSPORT_EXPORT_FILENAME = 'rental-passport.zip';

type DownloadState = { kind: 'idle' | 'running' | 'done' } | { kind: 'failed'; error: AppError };

/**
 * 'Download my data': the renter's answers, history and documents as a zip, fetched with the
 * session's token as the staff export is (a plain link cannot send it). The archive is built while
 * it downloads, so the button says so until it is saved.
 */
export function DownloadPassportButton() {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  // A download finishing after the renter left the page must not set a gone component's state.
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const start = async () => {
    setState({ kind: 'running' });
    try {
      const blob = await fetchPrivateFile(PASSPORT_EXPORT_PATH);
      if (!mounted.current) return;
      saveBlob(blob, PASSPORT_EXPORT_FILENAME);
      setState({ kind: 'done' });
    } catch (error) {
      if (mounted.current) setState({ kind: 'failed', error: toAppError(error) });
    }
  };

  const running = state.kind === 'running';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Button
        variant="outlined"
        startIcon={<FileDownload />}
        onClick={() => void start()}
        disabled={running}
        aria-label={running ? undefined : t('passport.downloadLabel')}
      >
        {running ? t('passport.downloading') : t('passport.download')}
      </Button>
      {running && <LinearProgress aria-label={t('passport.downloading')} sx={{ mt: 1 }} />}
      {state.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setState({ kind: 'idle' })}>
          {errorText(state.error, locale)}
        </Alert>
      )}
      <SuccessToast
        message={state.kind === 'done' ? t('passport.downloaded') : null}
        onClose={() => setState({ kind: 'idle' })}
      />
    </Box>
  );
}
