import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { ThumbnailPathType } from '../gql/graphql';
import { toAppError } from '../lib/errors/graphql-error';
import { uploadImage } from '../lib/upload/upload-files';
import { useUploadError } from '../lib/upload/use-upload-error';
import { FormAlert } from './FormAlert';

/**
 * A content picture (a post's or a help article's thumbnail, an author's photo): chosen, uploaded
 * at once with uploadImage (progress shown), previewed, replaced or removed. The server checks the
 * picture (a thumbnail under 300×300 px is refused with the spec's message, shown here); the form
 * keeps only its address. `onRemove` replaces the plain removal when removing does more (the help
 * center deletes the file, and may ask first).
 */
export function PictureField({
  label,
  hint,
  value,
  onChange,
  pathType,
  words,
  error,
  previewSize = 200,
  onRemove,
  disabled = false,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
  pathType: ThumbnailPathType;
  words: {
    choose: string;
    replace: string;
    remove: string;
    preview: string;
    uploading: (percent: number) => string;
  };
  error?: string;
  previewSize?: number;
  onRemove?: () => void;
  /** Read only: the picture without its buttons. */
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploadError = useUploadError();
  const labelId = useId();
  const hintId = useId();

  const upload = async (file: File) => {
    uploadError.setError(null);
    setProgress(0);
    try {
      const image = await uploadImage(file, pathType, setProgress);
      onChange(image.thumbnailUrl);
    } catch (failure) {
      uploadError.setError(toAppError(failure));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      {value && (
        <Box
          component="img"
          src={value}
          alt={words.preview}
          sx={{
            width: previewSize,
            maxWidth: '100%',
            aspectRatio: '1 / 1',
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      {progress !== null && (
        <Box role="status">
          <Typography variant="body2">{words.uploading(progress)}</Typography>
          <LinearProgress variant="determinate" value={progress} aria-label={words.uploading(progress)} />
        </Box>
      )}
      {!disabled && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={progress !== null}>
            {value ? words.replace : words.choose}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            aria-hidden="true"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          {value && (
            <Button
              color={onRemove ? 'error' : 'inherit'}
              onClick={onRemove ?? (() => onChange(''))}
              disabled={progress !== null}
            >
              {words.remove}
            </Button>
          )}
        </Stack>
      )}
      <FormHelperText id={hintId} error={!!error}>
        {error ?? hint}
      </FormHelperText>
      <FormAlert message={uploadError.message} />
    </Stack>
  );
}
