import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { toAppError } from '../../../lib/errors/graphql-error';
import { uploadImage } from '../../../lib/upload/upload-files';
import { useUploadError } from '../../../lib/upload/use-upload-error';

/**
 * A collection's or an article's thumbnail: uploaded at once with uploadImage (HELP_CENTER_THUMBNAIL,
 * progress shown), previewed, replaced or deleted. The server refuses a picture under 300×300 px
 * with the spec's message, shown here. 'Delete thumbnail' is the page's (deleteHelpCenterThumbnail
 * removes the file), so it may ask first.
 */
export function ThumbnailField({
  label,
  value,
  onChange,
  onDelete,
  error,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onDelete: () => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploadError = useUploadError();
  const labelId = useId();
  const hintId = useId();

  const upload = async (file: File) => {
    uploadError.setError(null);
    setProgress(0);
    try {
      const image = await uploadImage(file, 'HELP_CENTER_THUMBNAIL', setProgress);
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
          alt={t('thumbnail.preview')}
          sx={{
            width: 160,
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
          <Typography variant="body2">{t('thumbnail.uploading', { percent: progress })}</Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('thumbnail.uploading', { percent: progress })}
          />
        </Box>
      )}
      {!disabled && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={progress !== null}>
            {value ? t('thumbnail.replace') : t('thumbnail.choose')}
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
            <Button color="error" onClick={onDelete} disabled={progress !== null}>
              {t('thumbnail.delete')}
            </Button>
          )}
        </Stack>
      )}
      <FormHelperText id={hintId} error={!!error}>
        {error ?? t('thumbnail.hint')}
      </FormHelperText>
      <FormAlert message={uploadError.message} />
    </Stack>
  );
}
