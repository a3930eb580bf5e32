import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { useLocale } from '../../../i18n/use-locale';

/** A failed load: the access message when the API refused, the page's own message otherwise. */
export function LoadError({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const appError = toAppError(error);
  if (appError.code === 'NO_ACCESS') return <Alert severity="warning">{errorText(appError, locale)}</Alert>;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

export function TableSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}

export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
      )}
      {action && <Stack sx={{ mt: 2, alignItems: 'center' }}>{action}</Stack>}
    </Paper>
  );
}
