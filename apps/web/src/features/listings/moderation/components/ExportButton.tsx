import FileDownload from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText } from '../../../../lib/errors/graphql-error';
import { useListingExport } from '../hooks/use-listing-export';
import { PageToast } from './PageToast';

/**
 * Export (spec/01 §2 admin listing widgets): every listing in property-data.xlsx, sheet 'Export
 * Data'. While the file streams the button shows the estimated percentage and a bar under it.
 */
export function ExportButton() {
  const { t } = useTranslation('adminListings');
  const locale = useLocale();
  const { state, start, reset } = useListingExport();
  const running = state.kind === 'running';
  const percent = running ? state.percent : null;

  return (
    <Box sx={{ minWidth: 200, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<FileDownload />}
        onClick={() => void start()}
        disabled={running}
        aria-label={running ? undefined : t('export.label')}
      >
        {running
          ? percent == null
            ? t('export.runningUnknown')
            : t('export.running', { percent })
          : t('export.button')}
      </Button>
      {running && (
        <LinearProgress
          variant={percent == null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          aria-label={t('export.progress')}
          sx={{ mt: 1 }}
        />
      )}
      <PageToast
        toast={
          state.kind === 'failed'
            ? { severity: 'error', text: errorText(state.error, locale) }
            : state.kind === 'done'
              ? { severity: 'success', text: t('export.done') }
              : null
        }
        onClose={reset}
      />
    </Box>
  );
}
