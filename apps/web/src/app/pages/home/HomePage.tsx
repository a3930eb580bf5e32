import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PopularCities } from '../../../features/locations/components/PopularCities';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CallsToAction } from './CallsToAction';
import { FeaturedCities } from './FeaturedCities';
import { HeroSection } from './HeroSection';
import { Testimonials } from './Testimonials';
import { TrendingListings } from './TrendingListings';
import { ValueProps } from './ValueProps';

/**
 * The landing page: search by city, the trending listings, the featured cities and every city by
 * neighbourhood, what the product does, what people say, where to go next.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('metaTitle'));
  return (
    <>
      <HeroSection />
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 8 }}>
          <TrendingListings />
          <FeaturedCities />
          <Box component="section" aria-labelledby="home-cities-title">
            <Typography id="home-cities-title" variant="h4" component="h2">
              {t('popular.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('popular.subtitle')}
            </Typography>
            <PopularCities />
          </Box>
          <ValueProps />
          <Testimonials />
          <CallsToAction />
        </Stack>
      </Container>
    </>
  );
}
