import { useMutation } from '@apollo/client/react';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { RemindLeaseSignersDocument } from '../api/lease-operations';

/** Reminds the signers whose turn it is by e-mail (at most once a day: the API says so). */
export function RemindButton({ leaseId, address }: { leaseId: string; address?: string }) {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  const [remind, { loading }] = useMutation(RemindLeaseSignersDocument);
  const [error, setError] = useState<AppError | null>(null);
  const [done, setDone] = useState(false);
  const run = async () => {
    setError(null);
    try {
      await remind({ variables: { leaseId } });
      setDone(true);
    } catch (e) {
      setError(toAppError(e));
    }
  };
  return (
    <Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<NotificationsActive />}
        disabled={loading}
        onClick={() => void run()}
        aria-label={address ? t('actions.remindNamed', { address }) : undefined}
      >
        {t('actions.remind')}
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {errorText(error, locale)}
        </Alert>
      )}
      <SuccessToast message={done ? t('actions.reminded') : null} onClose={() => setDone(false)} />
    </Box>
  );
}
