import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** 'User Unauthorized' (spec/03 §8): the role rule refused the submission; nothing was created. */
export function UnauthorizedDialog({
  open,
  onClose,
  onChangeRole,
}: {
  open: boolean;
  onClose: () => void;
  /** Back to step 1, where the poster type is chosen. */
  onChangeRole: () => void;
}) {
  const { t } = useTranslation('listWithUs');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('submit.unauthorizedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('submit.unauthorizedText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('auth.close')}</Button>
        <Button variant="contained" onClick={onChangeRole} autoFocus>
          {t('submit.changeRole')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
