import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError } from '../../../../lib/errors/graphql-error';

/**
 * Asks before a change that cannot be undone (a decision, a withdrawal, the SIN's one reading).
 * A refusal stays in the dialog in the caller's language, with the API's code behind it; closing
 * is refused while the change runs, so nobody leaves not knowing whether it happened.
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
  confirm: string;
  destructive?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('applicationReview');
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    setRunning(true);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorText(toAppError(failure), locale));
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
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormAlert message={error} />
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={running}>
          {t('confirm.keep')}
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
