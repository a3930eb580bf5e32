import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The global crash screen (spec/01 §2). It uses a plain link to "/" and a full reload because the
 * router or the data layer may be what broke.
 */
export function CrashScreen() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={3} sx={{ maxWidth: 560, textAlign: 'center', alignItems: 'center' }} role="alert">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('crash.title')}
        </Typography>
        <Typography color="text.secondary">{t('crash.body')}</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('crash.refresh')}
          </Button>
          <Link href="/">{t('crash.home')}</Link>
        </Stack>
      </Stack>
    </Box>
  );
}
