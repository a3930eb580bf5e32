import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, type AppError } from '../../../lib/errors/graphql-error';

/**
 * A refused reorder, after the list rolled back: the coded message, and for a conflict (someone
 * changed the list meanwhile) a button that reloads it.
 */
export function ReorderError({
  error,
  onReload,
  onClose,
}: {
  error: AppError | null;
  onReload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const locale = useLocale();
  if (!error) return null;
  const stale = error.code === 'HELP_REORDER_CONFLICT' || error.code === 'HELP_REORDER_INVALID';
  return (
    <Alert
      severity="error"
      onClose={onClose}
      action={
        stale ? (
          <Button color="inherit" size="small" onClick={onReload}>
            {t('reload')}
          </Button>
        ) : undefined
      }
    >
      {errorText(error, locale)}
    </Alert>
  );
}
