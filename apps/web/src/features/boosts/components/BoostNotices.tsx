import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { boostSuccessText } from '@rentals/domain/billing/boost';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';

/** spec/03 §8: how long the 'Something went wrong' toast of a failed boost stays. */
const FAILED_TOAST_MS = 3000;

/**
 * What a boost answers on the page: the success text with the days left (a free boost), or the
 * 'Something went wrong' toast for three seconds.
 */
export function BoostNotices({
  boostedDays,
  failed,
  onClose,
}: {
  boostedDays: number | null;
  failed: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('boosts');
  const locale = useLocale();
  return (
    <>
      <Snackbar
        open={boostedDays !== null}
        autoHideDuration={8000}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={onClose} role="status" sx={{ width: '100%' }}>
          {boostedDays !== null ? boostSuccessText(boostedDays)[locale] : null}
        </Alert>
      </Snackbar>
      <Snackbar
        open={failed}
        autoHideDuration={FAILED_TOAST_MS}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={onClose} role="alert" sx={{ width: '100%' }}>
          {t('landlord.failed')}
        </Alert>
      </Snackbar>
    </>
  );
}
