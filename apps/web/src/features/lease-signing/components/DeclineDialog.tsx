import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';

/** Declining, with the reason the landlord is told (required). */
export function DeclineDialog({
  open,
  onClose,
  onDecline,
}: {
  open: boolean;
  onClose: () => void;
  onDecline: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation('leaseSigning');
  const locale = useLocale();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason.trim()) return setMissing(true);
    setBusy(true);
    try {
      await onDecline(reason.trim());
    } catch (error) {
      setFailure(errorText(toAppError(error), locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decline-title">
      <DialogTitle id="decline-title">{t('decline.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('decline.text')}</DialogContentText>
        <TextField
          label={t('decline.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          required
          multiline
          minRows={3}
          fullWidth
          error={missing}
          helperText={missing ? t('decline.reasonRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('decline.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void submit()}
          disabled={busy}
          sx={{ minHeight: 44 }}
        >
          {t('decline.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
