import Apartment from '@mui/icons-material/Apartment';
import Draw from '@mui/icons-material/Draw';
import Search from '@mui/icons-material/Search';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  { key: 'renters', icon: Search },
  { key: 'landlords', icon: Apartment },
  { key: 'apply', icon: Draw },
  { key: 'bilingual', icon: Translate },
] as const;

export function ValueProps() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="home-value-title">
      <Typography id="home-value-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        {t('value.title')}
      </Typography>
      <Grid container spacing={3}>
        {ITEMS.map(({ key, icon: Icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
            <Box
              sx={{
                width: 48,
                height: 48,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(0,168,87,0.12)',
                color: 'primary.dark',
                mb: 1.5,
              }}
            >
              <Icon aria-hidden />
            </Box>
            <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
              {t(`value.${key}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`value.${key}.text`)}</Typography>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
