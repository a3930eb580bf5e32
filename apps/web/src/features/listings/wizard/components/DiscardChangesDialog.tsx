import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Discard your changes?' over the property dialog. Keep editing is the safe answer: Escape and a
 * click beside this question give it, and it has the focus.
 */
export function DiscardChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
  discardLabel,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
  /** The discard button's text when not 'Discard' (the list-with-us page's Cancel reads 'Confirm'). */
  discardLabel?: string;
}) {
  const { t } = useTranslation('listingWizard');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onKeepEditing} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('unsaved.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeepEditing} autoFocus>
          {t('unsaved.keepEditing')}
        </Button>
        <Button variant="contained" color="error" onClick={onDiscard}>
          {discardLabel ?? t('unsaved.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
