import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** After an upload: the picture is inserted only with a description (the server requires one). */
export function ImageAltDialog(props: {
  src: string | null;
  onClose: () => void;
  onInsert: (alt: string) => void;
}) {
  const { t } = useTranslation('richText');
  const [alt, setAlt] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    setAlt('');
    setMissing(false);
  }, [props.src]);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog sits in a portal, but React bubbles its submit to the form around the editor.
    event.stopPropagation();
    if (!alt.trim()) {
      setMissing(true);
      return;
    }
    props.onInsert(alt.trim());
  }

  return (
    <Dialog open={props.src !== null} onClose={props.onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('imageTitle')}</DialogTitle>
        <DialogContent>
          {props.src && (
            <Box
              component="img"
              src={props.src}
              alt=""
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 180, mb: 2 }}
            />
          )}
          <TextField
            autoFocus
            fullWidth
            required
            label={t('imageAlt')}
            value={alt}
            onChange={(event) => {
              setAlt(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={t('imageAltHelp')}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('insert')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
