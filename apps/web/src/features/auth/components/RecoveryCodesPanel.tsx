import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Recovery codes, shown once after enrolment or regeneration, with copy and download. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('twoFactor.codes.fileName');
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="recovery-codes-title">
      <Typography variant="h6" component="h3" id="recovery-codes-title">
        {t('twoFactor.codes.title')}
      </Typography>
      <Typography>{t('twoFactor.codes.intro')}</Typography>
      <Box
        component="ul"
        aria-label={t('twoFactor.codes.title')}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1.1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      {copied && (
        <Alert severity="success" role="status">
          {t('twoFactor.codes.copied')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => void copy()}>
          {t('twoFactor.codes.copy')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {t('twoFactor.codes.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('twoFactor.codes.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
