import Delete from '@mui/icons-material/Delete';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILE_KIND_LIMITS } from '@rentals/domain/files/limits';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError } from '../../../../lib/errors/graphql-error';
import { uploadFiles } from '../../../../lib/upload/upload-files';
import type { FloorPlanValue } from '../form/wizard-values';
import { compressImage } from '../pictures/compress-image';

/** The unit's floor plan: one picture or PDF (spec/03 §5 single file upload; PDFs kept as they are). */
export function FloorPlanField({
  value,
  onChange,
}: {
  value: FloorPlanValue | null;
  onChange: (value: FloorPlanValue | null) => void;
}) {
  const { t } = useTranslation('listingWizard');
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const [uploaded] = await uploadFiles([await compressImage(file)], 'FLOOR_PLAN', setProgress);
      if (uploaded) {
        onChange({
          fileId: uploaded.id,
          url: uploaded.url,
          name: uploaded.filename,
          mimeType: uploaded.mimeType,
        });
      }
    } catch (error) {
      setFailure(errorText(toAppError(error), locale));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept={FILE_KIND_LIMITS.FLOOR_PLAN.mimeTypes.join(',')}
        hidden
        onChange={upload}
      />
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          disabled={progress !== null}
        >
          {value ? t('floorplan.replace') : t('floorplan.upload')}
        </Button>
        {value && (
          <>
            <Link href={value.url} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
              {t('floorplan.open', { name: value.name })}
            </Link>
            <Button color="error" startIcon={<Delete />} onClick={() => onChange(null)}>
              {t('floorplan.remove')}
            </Button>
          </>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('floorplan.hint')}
      </Typography>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('floorplan.uploading', { percent: progress })}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
