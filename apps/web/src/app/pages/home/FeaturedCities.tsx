import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FOOTER_PRICE_MAX } from '@rentals/domain/search-links';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { featuredCities, featuredCityCountVariables, type FeaturedCity } from './featured-cities';
import { FeaturedCityCountsDocument } from './home-operations';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { formatMoney } from '../../../lib/format/number';
import { formatResultCount } from '../../../features/search/result-count';

function CityTile({ city, loading }: { city: FeaturedCity; loading: boolean }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{
        position: 'relative',
        p: 2.5,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        background: 'linear-gradient(135deg, rgba(0,168,87,0.08) 0%, rgba(0,168,87,0) 70%)',
        '&:hover, &:focus-within': { boxShadow: 3 },
      }}
    >
      <Typography variant="h6" component="h3">
        {/* The link covers the tile, so the whole tile is one click target and one tab stop. */}
        <Link
          component={RouterLink}
          to={city.to}
          color="inherit"
          sx={{
            '&::after': { content: '""', position: 'absolute', inset: 0 },
            '&:focus-visible': { outline: 'none' },
            '&:focus-visible::after': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
          }}
        >
          {city.city}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
        {city.count != null ? (
          city.count > 0 ? (
            t('featured.count', {
              count: city.count,
              formatted: formatResultCount(city.count, locale),
            })
          ) : (
            t('featured.none')
          )
        ) : loading ? (
          <Skeleton width="50%" />
        ) : null}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'primary.dark',
          fontWeight: 600,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          mt: 'auto',
        }}
        aria-hidden
      >
        {t('featured.explore')}
        <ArrowForward fontSize="small" />
      </Typography>
    </Paper>
  );
}

/** The footer's cities with the link the footer uses and how many listings it finds. */
export function FeaturedCities() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const maxPrice = formatMoney(FOOTER_PRICE_MAX, locale);
  // The counts are a bonus: without them (loading, failed) the links still work.
  const { data, loading } = usePublicQuery(FeaturedCityCountsDocument, {
    variables: featuredCityCountVariables(),
  });
  const cities = featuredCities(data);
  return (
    <Box component="section" aria-labelledby="home-featured-title">
      <Typography id="home-featured-title" variant="h4" component="h2">
        {t('featured.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('featured.subtitle', { max: maxPrice })}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {cities.map((city) => (
          <li key={city.city}>
            <CityTile city={city} loading={loading} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
