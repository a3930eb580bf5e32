import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/*
 * What the results area shows instead of results: filters that do not pass, a search that failed,
 * a search that found nothing. A chunk of its own (SearchResults loads it when one is needed), so
 * that the page's first load does not carry them.
 */

export type ResultsNoticeKind = 'invalid' | 'error' | 'empty';

export interface ResultsNoticeProps {
  kind: ResultsNoticeKind;
  onRetry: () => void;
  onReset: () => void;
}

export function ResultsNotice({ kind, onRetry, onReset }: ResultsNoticeProps) {
  const { t } = useTranslation('search');
  if (kind === 'invalid') return <Alert severity="warning">{t('results.invalid')}</Alert>;
  if (kind === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('results.retry')}
          </Button>
        }
      >
        {t('results.error')}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <SearchOff fontSize="large" color="action" aria-hidden />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {t('results.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 480, mx: 'auto' }}>
        {t('results.emptyText')}
      </Typography>
      <Button variant="contained" onClick={onReset}>
        {t('results.reset')}
      </Button>
    </Paper>
  );
}
