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
 * Asks before deleting a plan or a feature. A refusal (PLAN_IN_USE: chosen by listings) is shown
 * in the dialog, in the user's language, and nothing is deleted.
 */
export function ConfirmDeleteDialog({
  name,
  text,
  onDelete,
  onClose,
}: {
  name: string;
  text: string;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('plans');
  const titleId = useId();
  const formError = useFormError();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    formError.setError(null);
    setBusy(true);
    try {
      await onDelete();
    } catch (error) {
      formError.setError(toAppError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('staff.deleteTitle', { name })}
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
          {t('staff.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
