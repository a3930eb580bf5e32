import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PassportCard } from '../passport/PassportCard';

/** Page -1: what the application is, and Start. */
export function IntroPage({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('rentalApplication');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <PassportCard />
      <Typography>{t('intro.text')}</Typography>
      <Typography>{t('intro.guarantor')}</Typography>
      <Typography>{t('intro.drafts')}</Typography>
      <Button variant="contained" size="large" onClick={onStart}>
        {t('intro.start')}
      </Button>
    </Stack>
  );
}
