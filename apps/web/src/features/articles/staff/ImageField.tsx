import Delete from '@mui/icons-material/Delete';
import Upload from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { uploadImage } from '../../../lib/upload/upload-files';

/**
 * An article's or a testimonial's picture: uploaded as a CONTENT_IMAGE (its /files/ address goes
 * in the field), or an https address typed in; a preview shows what visitors will see.
 */
export function ImageField({
  label,
  value,
  onChange,
  error,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('articles');
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploadError = useFormError();
  const previewable = value.startsWith('/files/') || value.startsWith('https://');

  async function upload(file: File) {
    uploadError.setError(null);
    setProgress(0);
    try {
      const image = await uploadImage(file, 'CONTENT_IMAGE', setProgress);
      onChange(image.thumbnailUrl);
    } catch (failure) {
      uploadError.setError(toAppError(failure));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 120,
            height: 80,
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflow: 'hidden',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          }}
        >
          {previewable ? (
            <img
              src={value}
              alt={t('form.preview')}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('form.noPicture')}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<Upload />}
            onClick={() => fileInput.current?.click()}
            disabled={progress !== null}
          >
            {t('form.upload')}
          </Button>
          {value && (
            <Button color="inherit" startIcon={<Delete />} onClick={() => onChange('')}>
              {t('form.removePicture')}
            </Button>
          )}
        </Stack>
      </Stack>
      {progress !== null && (
        <Box role="status">
          <Typography variant="caption">{t('form.uploading', { percent: progress })}</Typography>
          <LinearProgress variant="determinate" value={progress} />
        </Box>
      )}
      <FormAlert message={uploadError.message} />
      <TextField
        label={t('form.pictureUrl')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        helperText={helperText ?? ' '}
        size="small"
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="content-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </Stack>
  );
}
