import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import { placeName } from '@rentals/domain/locations/place-names';
import { citySearchPath } from '@rentals/domain/search-links';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PopularCitiesQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { PopularCitiesDocument } from '../api/city-operations';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';

const CITY_COUNT = 8;
const NEIGHBOURHOODS_SHOWN = 4;
const cell = { xs: 12, sm: 6, md: 3 } as const;

type City = PopularCitiesQuery['cities'][number];

/** The cities whose neighbourhoods renters look at most, by the API's popularity figures. */
function mostPopular(cities: readonly City[]): City[] {
  const score = (city: City) => city.neighbourhoods.reduce((sum, n) => sum + n.popularity, 0);
  return [...cities].sort((a, b) => score(b) - score(a) || a.name.localeCompare(b.name)).slice(0, CITY_COUNT);
}

/** Featured neighbourhoods first, then the most popular. */
function topNeighbourhoods(city: City) {
  return [...city.neighbourhoods].sort(
    (a, b) => Number(b.featured) - Number(a.featured) || b.popularity - a.popularity,
  );
}

function CityCard({ city }: { city: City }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const name = placeName(city.name, locale);
  const neighbourhoods = topNeighbourhoods(city);
  const hidden = neighbourhoods.length - NEIGHBOURHOODS_SHOWN;
  const searchHref = citySearchPath(city.name);
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {city.province}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {neighbourhoods.slice(0, NEIGHBOURHOODS_SHOWN).map((n) => (
            <Chip key={n.id} label={placeName(n.name, locale)} size="small" />
          ))}
          {hidden > 0 && (
            <Chip label={t('popular.more', { count: hidden })} size="small" variant="outlined" />
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Link component={RouterLink} to={searchHref} sx={{ fontWeight: 600 }}>
          {t('popular.explore', { city: name })}
        </Link>
      </CardActions>
    </Card>
  );
}

/** The cities of the platform with their neighbourhoods, from the API. */
export function PopularCities() {
  const { t } = useTranslation('home');
  const { data, loading, error, refetch } = usePublicQuery(PopularCitiesDocument, {
    variables: { first: MAX_PAGE_SIZE },
  });

  if (error) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        }
      >
        {t('popular.error')}
      </Alert>
    );
  }
  if (loading && !data) {
    return (
      <Grid container spacing={2} role="status" aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
        {Array.from({ length: 4 }, (_, i) => (
          <Grid key={i} size={cell}>
            <Skeleton variant="rounded" height={168} />
          </Grid>
        ))}
      </Grid>
    );
  }
  const cities = mostPopular(data?.cities ?? []);
  if (cities.length === 0) return <Typography color="text.secondary">{t('popular.empty')}</Typography>;
  return (
    <Grid container spacing={2}>
      {cities.map((city) => (
        <Grid key={city.id} size={cell}>
          <CityCard city={city} />
        </Grid>
      ))}
    </Grid>
  );
}
