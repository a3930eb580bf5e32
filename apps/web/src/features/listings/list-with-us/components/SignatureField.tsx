import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InkCanvas, type InkCanvasHandle } from '../../../../components/InkCanvas';
import { INK_COLOUR, paintPaper } from '../../../../lib/canvas/ink-canvas';
import { getBlob } from '../files/blob-store';
import { keepBlob } from '../files/local-store';
import type { LocalFileRef } from '../form/lwu-values';

const WIDTH = 600;
const HEIGHT = 200;

/** Writes a typed name on the pad in a slanted script, the keyboard's way to sign. */
function drawName(canvas: HTMLCanvasElement, name: string) {
  paintPaper(canvas);
  const ctx = canvas.getContext('2d');
  const text = name.trim();
  if (!ctx || !text) return;
  let size = 72;
  ctx.font = `italic ${size}px cursive`;
  while (size > 16 && ctx.measureText(text).width > canvas.width * 0.9) {
    size -= 4;
    ctx.font = `italic ${size}px cursive`;
  }
  ctx.fillStyle = INK_COLOUR;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, canvas.width / 2, canvas.height / 2);
}

/** A URL showing a kept file, while it is shown. */
function useKeptUrl(localKey: string | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!localKey) return;
    let made: string | null = null;
    let live = true;
    void getBlob(localKey).then((blob) => {
      if (!blob || !live) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [localKey]);
  return url;
}

/**
 * The drawn signature (InkCanvas), or a typed name drawn on the pad for those who cannot draw.
 * 'Use this signature' keeps the PNG on the device until submit.
 */
export function SignatureField({
  value,
  onChange,
  error,
}: {
  value: LocalFileRef | null;
  onChange: (value: LocalFileRef | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('listWithUs');
  const pad = useRef<InkCanvasHandle>(null);
  const [inked, setInked] = useState(false);
  const [typed, setTyped] = useState('');
  const preview = useKeptUrl(value?.localKey);

  if (value) {
    return (
      <Stack spacing={1}>
        <Typography role="status">{t('signature.saved')}</Typography>
        {preview && (
          <Box
            component="img"
            src={preview}
            alt={t('signature.preview')}
            sx={{ maxWidth: '100%', width: 300, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        )}
        <Box>
          <Button variant="outlined" onClick={() => onChange(null)}>
            {t('signature.change')}
          </Button>
        </Box>
      </Stack>
    );
  }

  const clear = () => {
    pad.current?.clear();
    setTyped('');
    setInked(false);
  };
  const type = (name: string) => {
    setTyped(name);
    const canvas = pad.current?.canvas();
    if (canvas) drawName(canvas, name);
    setInked(name.trim() !== '');
  };
  const use = () => {
    const canvas = pad.current?.canvas();
    if (!canvas || !inked) return;
    canvas.toBlob((blob) => {
      if (blob) void keepBlob(blob, 'signature.png').then(onChange);
    }, 'image/png');
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('signature.hint')}
      </Typography>
      <InkCanvas
        ref={pad}
        width={WIDTH}
        height={HEIGHT}
        label={t('signature.padLabel')}
        lineWidth={3}
        tapLeavesDot
        onStrokeStart={() => {
          // Drawing over a typed name starts a drawn signature.
          if (!typed) return;
          setTyped('');
          pad.current?.clear();
        }}
        onInk={() => setInked(true)}
        sx={{ maxWidth: WIDTH, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}
      />
      <TextField
        label={t('signature.typed')}
        value={typed}
        onChange={(event) => type(event.target.value)}
        autoComplete="name"
        sx={{ maxWidth: WIDTH }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={clear}>
          {t('signature.clear')}
        </Button>
        <Button variant="contained" onClick={use} disabled={!inked}>
          {t('signature.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
