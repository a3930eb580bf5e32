import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSignature, drawTypedSignature, signaturePng } from '../format/signature-image';

const WIDTH = 600;
const HEIGHT = 200;

/**
 * The signature pad (spec/02 §4): draw with a mouse, a pen or a finger (pointer events cover
 * touch), or type a name that is drawn in a handwriting style, the keyboard's way to sign. Save
 * hands the PNG up; it does nothing while the pad is empty.
 */
export function SignaturePad({ onSave }: { onSave: (png: string) => void }) {
  const { t } = useTranslation('rentalApplication');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    if (canvas.current) clearSignature(canvas.current);
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * WIDTH) / box.width,
      y: ((event.clientY - box.top) * HEIGHT) / box.height,
    };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    if (typed) {
      // Drawing over a typed name starts a drawn signature.
      setTyped('');
      clearSignature(event.currentTarget);
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.strokeStyle = '#1a237e';
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    ctx?.lineTo(x, y);
    ctx?.stroke();
    setInked(true);
  };
  const end = () => {
    drawing.current = false;
  };
  const clear = () => {
    if (canvas.current) clearSignature(canvas.current);
    setTyped('');
    setInked(false);
  };
  const type = (name: string) => {
    setTyped(name);
    if (canvas.current) drawTypedSignature(canvas.current, name);
    setInked(name.trim() !== '');
  };

  return (
    <Stack spacing={2}>
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t('signature.padLabel')}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        sx={{
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
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
            if (inked && canvas.current) onSave(signaturePng(canvas.current));
          }}
        >
          {t('signature.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
