import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InkCanvas, type InkCanvasHandle } from '../../../components/InkCanvas';
import { hasEnoughInk } from '../format/ink';

const WIDTH = 600;
const HEIGHT = 200;

export interface DrawPadHandle {
  /** The drawing as a PNG data URL, or null when it holds too little ink to be a signature. */
  png(): string | null;
}

/**
 * The pad a lease signature is drawn on. A tap leaves a dot so the signer sees the pad respond, and
 * a drawing with too little ink (a tap, a short scratch) is refused before it is adopted.
 */
export const DrawPad = forwardRef<DrawPadHandle, { onChange?: () => void }>(function DrawPad(
  { onChange },
  ref,
) {
  const { t } = useTranslation('leaseSigning');
  const ink = useRef<InkCanvasHandle>(null);

  useImperativeHandle(ref, () => ({
    png() {
      const pad = ink.current?.canvas();
      const ctx = pad?.getContext('2d');
      if (!pad || !ctx) return null;
      const pixels = ctx.getImageData(0, 0, pad.width, pad.height).data;
      return hasEnoughInk(pixels, pad.width, pad.height) ? (ink.current?.png() ?? null) : null;
    },
  }));

  const clear = () => {
    ink.current?.clear();
    onChange?.();
  };

  return (
    <Stack spacing={1}>
      <InkCanvas
        ref={ink}
        width={WIDTH}
        height={HEIGHT}
        label={t('adopt.padLabel')}
        lineWidth={4}
        tapLeavesDot
        onStrokeEnd={onChange}
        data-testid="signature-pad"
        sx={{ border: 2, borderStyle: 'dashed', borderColor: 'grey.500', borderRadius: 1 }}
      />
      <Box>
        <Button variant="outlined" onClick={clear} sx={{ minHeight: 44 }}>
          {t('adopt.clear')}
        </Button>
      </Box>
    </Stack>
  );
});
