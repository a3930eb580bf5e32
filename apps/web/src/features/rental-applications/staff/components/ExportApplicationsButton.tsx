import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../../components/SuccessToast';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError, type AppError } from '../../../../lib/errors/graphql-error';
import { fetchPrivateFile, saveBlob } from '../../../../lib/download/private-download';

/** The API's export of the table (apps/api application-export.ts), under the table's filters. */
const EXPORT_PATH = '/exports/rental-applications.xlsx';
const EXPORT_FILENAME = 'rental-applications.xlsx';

type ExportState = { kind: 'idle' | 'running' | 'done' } | { kind: 'failed'; error: AppError };

/** Export: the filtered applications in rental-applications.xlsx, downloaded with the session's token. */
export function ExportApplicationsButton({ query }: { query: string }) {
  const { t } = useTranslation('applicationStaff');
  const locale = useLocale();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  // A download finishing after the user left the page must not set the state of a gone component.
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
      const blob = await fetchPrivateFile(query ? `${EXPORT_PATH}?${query}` : EXPORT_PATH);
      if (!mounted.current) return;
      saveBlob(blob, EXPORT_FILENAME);
      setState({ kind: 'done' });
    } catch (error) {
      if (mounted.current) setState({ kind: 'failed', error: toAppError(error) });
    }
  };

  const running = state.kind === 'running';
  return (
    <Box sx={{ minWidth: 160, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<FileDownload />}
        onClick={() => void start()}
        disabled={running}
        aria-label={running ? undefined : t('export.label')}
      >
        {running ? t('export.running') : t('export.button')}
      </Button>
      {running && <LinearProgress aria-label={t('export.running')} sx={{ mt: 1 }} />}
      {state.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setState({ kind: 'idle' })}>
          {errorText(state.error, locale)}
        </Alert>
      )}
      <SuccessToast
        message={state.kind === 'done' ? t('export.done') : null}
        onClose={() => setState({ kind: 'idle' })}
      />
    </Box>
  );
}
