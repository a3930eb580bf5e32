import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../lib/errors/graphql-error';
import { useFormError } from '../lib/forms/use-form-error';
import { FormAlert } from './FormAlert';

/**
 * Asks before an action that cannot be undone (delete a plan, end a boost, refund a payment). The
 * server's refusal is shown in the dialog, in the user's language, and the dialog stays open; while
 * the action runs the dialog cannot be closed, so one click is one action.
 */
export function ConfirmActionDialog({
  title,
  text,
  action,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  /** The confirm button's label ('Delete', 'End', 'Refund'). */
  action: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
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
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <FormAlert message={formError.message} />
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} loading={busy}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
