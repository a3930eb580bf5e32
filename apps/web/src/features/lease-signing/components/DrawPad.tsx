import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { forwardRef, useEffect, useImperativeHandle, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasEnoughInk } from '../format/ink';

const WIDTH = 600;
const HEIGHT = 200;

export interface DrawPadHandle {
  /** The drawing as a PNG data URL, or null when it holds too little ink to be a signature. */
  png(): string | null;
}

function paintPaper(canvas: HTMLCanvasElement) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
}

/**
 * The pad a signature is drawn on with a finger, a pen or the mouse (pointer events cover all
 * three). touch-action: none keeps the page from scrolling while a finger draws.
 */
export const DrawPad = forwardRef<DrawPadHandle, { onChange?: () => void }>(function DrawPad(
  { onChange },
  ref,
) {
  const { t } = useTranslation('leaseSigning');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    if (canvas.current) paintPaper(canvas.current);
  }, []);

  useImperativeHandle(ref, () => ({
    png() {
      const pad = canvas.current;
      const ctx = pad?.getContext('2d');
      if (!pad || !ctx) return null;
      const pixels = ctx.getImageData(0, 0, pad.width, pad.height).data;
      return hasEnoughInk(pixels, pad.width, pad.height) ? pad.toDataURL('image/png') : null;
    },
  }));

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
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.strokeStyle = '#1a237e';
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1);
    ctx.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    ctx?.lineTo(x, y);
    ctx?.stroke();
  };
  const end = () => {
    if (drawing.current) onChange?.();
    drawing.current = false;
  };
  const clear = () => {
    if (canvas.current) paintPaper(canvas.current);
    onChange?.();
  };

  return (
    <Stack spacing={1}>
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t('adopt.padLabel')}
        data-testid="signature-pad"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'grey.500',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Box>
        <Button variant="outlined" onClick={clear} sx={{ minHeight: 44 }}>
          {t('adopt.clear')}
        </Button>
      </Box>
    </Stack>
  );
});
