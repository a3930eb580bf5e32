import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdoptedSignature } from '../format/adopted-signature';

/**
 * The signature the signer has adopted, shown once they consented, with the button to adopt one or
 * change it. id="lease-adopt" is where the adopt dialog hands the focus back.
 */
export function AdoptedSignatureCard({
  signature,
  onAdopt,
}: {
  signature: AdoptedSignature | null;
  onAdopt: () => void;
}) {
  const { t } = useTranslation('leaseSigning');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('adopt.adopted')}
        </Typography>
        {signature ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <SignaturePreview signature={signature} />
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('places.adoptFirst')}</Typography>
        )}
        <Box>
          <Button
            id="lease-adopt"
            variant={signature ? 'outlined' : 'contained'}
            onClick={onAdopt}
            sx={{ minHeight: 44 }}
          >
            {signature ? t('adopt.change') : t('adopt.open')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** A drawn signature as its image (with the signer's name for a screen reader), a typed one as text. */
function SignaturePreview({ signature }: { signature: AdoptedSignature }) {
  const { t } = useTranslation('leaseSigning');
  return signature.kind === 'DRAWN' && signature.image ? (
    <Box
      component="img"
      src={signature.image}
      alt={t('adopt.drawnAlt', { name: signature.text })}
      sx={{ height: 56, maxWidth: '100%', border: 1, borderColor: 'divider', bgcolor: '#fff' }}
    />
  ) : (
    <Typography
      component="span"
      sx={{
        fontFamily: '"Segoe Script", "Brush Script MT", cursive',
        fontStyle: 'italic',
        fontSize: '1.9rem',
        color: '#1a237e',
      }}
    >
      {signature.text}
    </Typography>
  );
}
