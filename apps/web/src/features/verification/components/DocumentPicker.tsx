import Delete from '@mui/icons-material/Delete';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILE_KIND_LIMITS } from '@rentals/domain/files/limits';
import { VERIFICATION_FILES_PER_DOCUMENT_MAX } from '@rentals/domain/verification/limits';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { uploadFiles } from '../../../lib/upload/upload-files';
import { useUploadError } from '../../../lib/upload/use-upload-error';
import { toAppError } from '../../../lib/errors/graphql-error';

export interface PickedFile {
  id: string;
  name: string;
}

const LIMITS = FILE_KIND_LIMITS.VERIFICATION_DOCUMENT;

/**
 * One checklist document: its files, uploaded as soon as chosen (private, encrypted
 * VERIFICATION_DOCUMENT files) with a progress bar; the server's refusal (type, size) is shown
 * here and nothing is kept of a refused file.
 */
export function DocumentPicker({
  label,
  files,
  onChange,
}: {
  label: string;
  files: PickedFile[];
  onChange: (files: PickedFile[]) => void;
}) {
  const { t } = useTranslation('verification');
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const { message, setError } = useUploadError();
  const full = files.length >= VERIFICATION_FILES_PER_DOCUMENT_MAX;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].slice(
      0,
      VERIFICATION_FILES_PER_DOCUMENT_MAX - files.length,
    );
    event.target.value = '';
    if (!chosen.length) return;
    setError(null);
    const names = chosen.map((f) => f.name).join(', ');
    setUploading({ name: names, percent: 0 });
    try {
      const uploaded = await uploadFiles(chosen, 'VERIFICATION_DOCUMENT', (percent) =>
        setUploading({ name: names, percent }),
      );
      onChange([...files, ...uploaded.map((f) => ({ id: f.id, name: f.filename }))]);
    } catch (error) {
      setError(toAppError(error));
    } finally {
      setUploading(null);
    }
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle1" component="h3">
        {label}
      </Typography>
      <input
        ref={input}
        type="file"
        multiple
        accept={LIMITS.mimeTypes.join(',')}
        hidden
        onChange={(e) => void choose(e)}
      />
      {files.map((file) => (
        <Stack key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {file.name}
          </Typography>
          <Button
            size="small"
            color="error"
            startIcon={<Delete />}
            onClick={() => onChange(files.filter((f) => f.id !== file.id))}
          >
            {t('form.remove', { name: file.name })}
          </Button>
        </Stack>
      ))}
      {uploading && (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2">{t('form.uploading', { name: uploading.name })}</Typography>
          <LinearProgress
            variant="determinate"
            value={uploading.percent}
            aria-label={t('form.uploadProgress', { name: uploading.name })}
          />
        </Stack>
      )}
      {!full && (
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          disabled={!!uploading}
          onClick={() => input.current?.click()}
          aria-label={`${files.length ? t('form.replace') : t('form.choose')}: ${label}`}
          sx={{ alignSelf: 'flex-start' }}
        >
          {files.length ? t('form.replace') : t('form.choose')}
        </Button>
      )}
      <FormAlert message={message} />
    </Stack>
  );
}
