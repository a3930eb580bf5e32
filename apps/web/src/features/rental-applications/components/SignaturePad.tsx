import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InkCanvas, type InkCanvasHandle } from '../../../components/InkCanvas';
import { drawTypedSignature } from '../format/signature-image';

const WIDTH = 600;
const HEIGHT = 200;

/**
 * The signature pad (spec/02 §4): draw with a mouse, a pen or a finger (pointer events cover
 * touch), or type a name that is drawn in a handwriting style, the keyboard's way to sign. Save
 * hands the PNG up; it does nothing while the pad is empty.
 */
export function SignaturePad({ onSave }: { onSave: (png: string) => void }) {
  const { t } = useTranslation('rentalApplication');
  const pad = useRef<InkCanvasHandle>(null);
  const [inked, setInked] = useState(false);
  const [typed, setTyped] = useState('');

  const clear = () => {
    pad.current?.clear();
    setTyped('');
    setInked(false);
  };
  const type = (name: string) => {
    setTyped(name);
    const canvas = pad.current?.canvas();
    if (canvas) drawTypedSignature(canvas, name);
    setInked(name.trim() !== '');
  };

  return (
    <Stack spacing={2}>
      <InkCanvas
        ref={pad}
        width={WIDTH}
        height={HEIGHT}
        label={t('signature.padLabel')}
        lineWidth={2.5}
        onStrokeStart={() => {
          // Drawing over a typed name starts a drawn signature.
          if (!typed) return;
          setTyped('');
          pad.current?.clear();
        }}
        onInk={() => setInked(true)}
        sx={{ maxWidth: WIDTH, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <TextField
        label={t('signature.typedLabel')}
        helperText={t('signature.typedHint')}
        value={typed}
        onChange={(event) => type(event.target.value)}
        autoComplete="name"
        sx={{ maxWidth: WIDTH }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={clear}>
          {t('signature.clear')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            const png = inked ? pad.current?.png() : null;
            if (png) onSave(png);
          }}
        >
          {t('signature.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
