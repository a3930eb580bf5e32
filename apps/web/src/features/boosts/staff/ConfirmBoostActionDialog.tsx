import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';

/**
 * Asks before ending a boost or refunding its payment. A refusal (the payment is not refundable,
 * the processor failed) is shown in the dialog in the user's language, and nothing changes.
 */
export function ConfirmBoostActionDialog({
  title,
  text,
  action,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  action: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('boosts');
  const titleId = useId();
  const formError = useFormError();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    formError.setError(null);
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      formError.setError(toAppError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <FormAlert message={formError.message} />
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {t('staff.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} loading={busy}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
