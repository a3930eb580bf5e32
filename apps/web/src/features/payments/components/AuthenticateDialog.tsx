import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/**
 * The bank's authentication step (3-D Secure) as the test processor plays it: the payer decides
 * whether it succeeds. Either answer goes to the processor; closing the dialog is not an answer.
 */
export function AuthenticateDialog({
  open,
  amount,
  busy,
  onAnswer,
}: {
  open: boolean;
  amount: string;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Dialog open={open} aria-labelledby="authenticate-title" aria-describedby="authenticate-text">
      <DialogTitle id="authenticate-title">{t('sandbox.authTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="authenticate-text">{t('sandbox.authText', { amount })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={() => onAnswer(false)} disabled={busy}>
          {t('sandbox.authFail')}
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)} loading={busy}>
          {t('sandbox.authComplete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
