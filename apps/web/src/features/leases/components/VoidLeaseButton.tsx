import { useMutation } from '@apollo/client/react';
import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LEASE_TEXT_MAX } from '@rentals/domain/leases/terms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { VoidLeaseDocument } from '../api/lease-operations';

/**
 * Void: ends a lease not yet signed by everyone, with a reason the signers are told. The reason
 * is required; what was typed stays in the dialog on any error.
 */
export function VoidLeaseButton({ leaseId, address }: { leaseId: string; address?: string }) {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [done, setDone] = useState(false);
  const [voidLease, { loading }] = useMutation(VoidLeaseDocument);

  const submit = async () => {
    setError(null);
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    try {
      await voidLease({ variables: { leaseId, reason: reason.trim() } });
      setOpen(false);
      setReason('');
      setDone(true);
    } catch (e) {
      setError(toAppError(e));
    }
  };

  return (
    <>
      <Button
        size="small"
        color="error"
        variant="outlined"
        startIcon={<Block />}
        onClick={() => setOpen(true)}
        aria-label={address ? t('void.buttonNamed', { address }) : undefined}
      >
        {t('void.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !loading && setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogTitle id={titleId}>{t('void.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('void.text')}</DialogContentText>
            <FormAlert message={error ? errorText(error, locale) : null} />
            <TextField
              autoFocus
              required
              fullWidth
              multiline
              minRows={2}
              label={t('void.reason')}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
              error={missing}
              helperText={missing ? t('void.reasonRequired') : t('void.reasonHint')}
              slotProps={{ htmlInput: { maxLength: LEASE_TEXT_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={loading}>
              {t('void.cancel')}
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={loading}>
              {t('void.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <SuccessToast message={done ? t('void.done') : null} onClose={() => setDone(false)} />
    </>
  );
}
