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
 * Asks before a change that cannot be undone (an application's decision, a withdrawal, the SIN's one
 * reading, deleting a plan, ending or refunding a boost, refunding a payment). A refusal stays in the
 * dialog in the user's language, with the API's code behind it; closing and clicking again are
 * refused while the change runs (and after it succeeds, until the caller closes the dialog), so one
 * click is one change and nobody leaves not knowing whether it happened.
 */
export function ConfirmActionDialog({
  title,
  text,
  confirm,
  destructive = false,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  /** The confirm button's label ('Decline', 'End', 'Refund'). */
  confirm: string;
  /** Colours the confirm button as a warning (a deletion, a refund). */
  destructive?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  const formError = useFormError();
  const [running, setRunning] = useState(false);

  const run = async () => {
    formError.setError(null);
    setRunning(true);
    try {
      await onConfirm();
    } catch (failure) {
      formError.setError(toAppError(failure));
      setRunning(false);
    }
  };

  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
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
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={running}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={running}
          onClick={() => void run()}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
