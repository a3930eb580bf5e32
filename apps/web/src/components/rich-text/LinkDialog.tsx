import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isSafeLinkHref } from '@rentals/domain/rich-text/urls';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for a link's address; an empty one removes the link. */
export function LinkDialog(props: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onApply: (href: string) => void;
}) {
  const { t } = useTranslation('richText');
  const [href, setHref] = useState(props.initial);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (props.open) {
      setHref(props.initial);
      setInvalid(false);
    }
  }, [props.open, props.initial]);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog sits in a portal, but React bubbles its submit to the form around the editor.
    event.stopPropagation();
    const value = href.trim();
    if (value && !isSafeLinkHref(value)) {
      setInvalid(true);
      return;
    }
    props.onApply(value);
  }

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('linkAddress')}
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('linkInvalid') : t('linkHelp')}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
        </DialogContent>
        <DialogActions>
          {props.initial && <Button onClick={() => props.onApply('')}>{t('linkRemove')}</Button>}
          <Button onClick={props.onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
