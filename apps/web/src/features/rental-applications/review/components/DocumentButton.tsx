import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@rentals/domain/files/rules';
import type { RentalApplicationFile } from '@rentals/domain/rental-applications/draft';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { fetchPrivateFile, saveBlob } from '../../../../lib/download/private-download';

/**
 * One of the application's documents: a button that downloads it with the session's token (a
 * plain link cannot send it; the API decides who may read it and records every download). A
 * failure is said beside it, in words.
 */
export function DocumentButton({ file }: { file: RentalApplicationFile }) {
  const { t } = useTranslation('applicationReview');
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const download = async () => {
    setState('loading');
    try {
      saveBlob(await fetchPrivateFile(`/files/${encodeURIComponent(file.fileId)}`), file.name);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <span>
      <Button
        size="small"
        variant="outlined"
        startIcon={<Download />}
        onClick={() => void download()}
        loading={state === 'loading'}
        aria-label={t('detail.download', { name: file.name })}
        sx={{
          textTransform: 'none',
          maxWidth: '100%',
          justifyContent: 'flex-start',
          textAlign: 'left',
          overflowWrap: 'anywhere',
        }}
      >
        {file.name} ({formatFileSize(file.size, locale)})
      </Button>
      {state === 'failed' && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {t('detail.downloadFailed', { name: file.name })}
        </Typography>
      )}
    </span>
  );
}
