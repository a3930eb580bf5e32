import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../../components/SuccessToast';
import type { LeaseWhereInput } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText } from '../../../../lib/errors/graphql-error';
import { useLeaseExport } from '../../hooks/use-lease-export';

/** Export: every lease of the current filters as CSV, with the pages read so far while it runs. */
export function ExportLeasesButton({ where }: { where: LeaseWhereInput }) {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  const { state, start, reset } = useLeaseExport(where);
  const running = state.kind === 'running';
  const progress = running ? t('export.progress', { fetched: state.fetched, total: state.total ?? '…' }) : '';
  return (
    <Box sx={{ minWidth: 180 }}>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<FileDownload />}
        disabled={running}
        onClick={() => void start()}
      >
        {running ? t('export.running') : t('export.button')}
      </Button>
      {running && (
        <>
          <LinearProgress
            sx={{ mt: 1 }}
            aria-label={progress}
            variant={state.total ? 'determinate' : 'indeterminate'}
            value={state.total ? (100 * state.fetched) / state.total : undefined}
          />
          <Box role="status" sx={{ typography: 'body2', mt: 0.5 }}>
            {progress}
          </Box>
        </>
      )}
      {state.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={reset}>
          {errorText(state.error, locale)}
        </Alert>
      )}
      <SuccessToast message={state.kind === 'done' ? t('export.done') : null} onClose={reset} />
    </Box>
  );
}
