import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { errorText, toAppError } from '../lib/errors/graphql-error';

/**
 * A failed load: the page's words ('The users could not be loaded.') and the server's reason,
 * with Try again when `onRetry` is given. A refusal (NO_ACCESS) is the server's access message
 * alone, as trying again would not change it.
 */
export function LoadError({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const appError = toAppError(error);
  if (appError.code === 'NO_ACCESS') return <Alert severity="warning">{errorText(appError, locale)}</Alert>;
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )
      }
    >
      {message} {errorText(appError, locale)}
    </Alert>
  );
}
