import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VoidClauseList, type ShownFinding } from '../VoidClauseList';

/** Before sending a lease with clauses known to be void: send anyway, or go back to the terms. */
export function SendAnywayDialog({
  findings,
  open,
  busy,
  onSend,
  onEdit,
}: {
  findings: readonly ShownFinding[];
  open: boolean;
  busy: boolean;
  onSend: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('leaseForm');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onEdit} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('confirm.text')}</DialogContentText>
        <VoidClauseList findings={findings} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onEdit} variant="contained" disabled={busy}>
          {t('confirm.edit')}
        </Button>
        <Button onClick={onSend} color="warning" disabled={busy}>
          {t('confirm.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
