import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CitySearchForm } from '../../../features/locations/components/CitySearchForm';

export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        color: '#fff',
        // Dark greens keep white text above 4.5:1; the brand green glows in the corner.
        background:
          'radial-gradient(circle at 85% 15%, rgba(0,168,87,0.55) 0, rgba(0,168,87,0) 45%), linear-gradient(135deg, #0b3d2a 0%, #00663a 100%)',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container>
        <Typography
          id="home-title"
          variant="h2"
          component="h1"
          sx={{ fontSize: { xs: '2rem', sm: '2.75rem', md: '3.5rem' }, maxWidth: 760, mb: 2 }}
        >
          {t('hero.title')}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, maxWidth: 680, mb: 4, opacity: 0.95 }}>
          {t('hero.subtitle')}
        </Typography>
        <Paper elevation={6} sx={{ p: { xs: 2, sm: 2.5 }, maxWidth: 760 }}>
          <CitySearchForm />
        </Paper>
      </Container>
    </Box>
  );
}
