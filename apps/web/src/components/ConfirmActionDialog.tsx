import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../lib/errors/graphql-error';
import { useFormError } from '../lib/forms/use-form-error';
import { FormAlert } from './FormAlert';

/**
 * Asks before a change that cannot be undone (an application's decision, a withdrawal, the SIN's one
 * reading, deleting a plan, ending or refunding a boost, refunding a payment). A refusal stays in the
 * dialog in the user's language, with the API's code behind it; closing and clicking again are
 * refused while the change runs (and after it succeeds, until the caller closes the dialog), so one
 * click is one change and nobody leaves not knowing whether it happened. A choice the change needs
 * (where to move what is deleted) goes in `children`; `onConfirm` answers false when a check of it
 * stopped the change before it started, which leaves the dialog as it was.
 */
export function ConfirmActionDialog({
  title,
  text,
  confirm,
  destructive = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  text: string;
  /** The confirm button's label ('Decline', 'End', 'Refund'). */
  confirm: string;
  /** Colours the confirm button as a warning (a deletion, a refund). */
  destructive?: boolean;
  /** The change cannot be made from here (nothing to choose from). */
  confirmDisabled?: boolean;
  /** Resolves false when nothing was done (a check refused it); anything else means done. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** What the change needs chosen, under the text. */
  children?: ReactNode;
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
      if ((await onConfirm()) === false) setRunning(false);
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
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={running}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={running}
          disabled={confirmDisabled}
          onClick={() => void run()}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
