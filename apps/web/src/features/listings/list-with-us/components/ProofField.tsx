import Delete from '@mui/icons-material/Delete';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILE_KIND_LIMITS } from '@rentals/domain/files/limits';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keepBlob } from '../files/local-store';
import type { LocalFileRef } from '../form/lwu-values';

/**
 * A government or ownership proof (private kinds GOVT_PROOF, OWNERSHIP_PROOF): one PDF or picture,
 * kept on the device until submit, when the account exists to upload it.
 */
export function ProofField({
  kind,
  label,
  value,
  onChange,
  error,
}: {
  kind: 'GOVT_PROOF' | 'OWNERSHIP_PROOF';
  label: string;
  value: LocalFileRef | null;
  onChange: (value: LocalFileRef | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('listWithUs');
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const accepted: readonly string[] = FILE_KIND_LIMITS[kind].mimeTypes;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!accepted.includes(file.type)) {
      setNotice(t('owner.notAccepted', { name: file.name }));
      return;
    }
    setNotice(null);
    onChange(await keepBlob(file, file.name));
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="h4">
        {label}
      </Typography>
      <input ref={input} type="file" accept={accepted.join(',')} hidden onChange={(e) => void choose(e)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          aria-label={`${value ? t('owner.replace') : t('owner.choose')}: ${label}`}
        >
          {value ? t('owner.replace') : t('owner.choose')}
        </Button>
        {value && (
          <>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {t('owner.chosen', { name: value.name })}
            </Typography>
            <Button color="error" startIcon={<Delete />} onClick={() => onChange(null)}>
              {t('owner.remove', { name: value.name })}
            </Button>
          </>
        )}
      </Stack>
      {notice && (
        <Alert severity="warning" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
