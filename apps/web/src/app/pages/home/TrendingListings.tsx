import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListingCard } from '../../../features/search/components/ListingCard';
import { useHomeStyles } from './home-css';
import type { TrendingListingsQuery } from '../../../gql/graphql';
import type { PublicQueryResult } from '../../../lib/graphql/use-public-query';
import { TRENDING_COUNT } from './home-operations';

const grid = {
  display: 'grid',
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  gap: 2,
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

/**
 * The home feed: premium listings first, then the newest (trendingListings). The page asks for
 * them: its head preloads the first card's picture.
 */
export function TrendingListings({ trending }: { trending: PublicQueryResult<TrendingListingsQuery> }) {
  useHomeStyles();
  const { t } = useTranslation('home');
  const { data, loading, error, refetch } = trending;
  const listings = data?.trendingListings ?? [];

  let body;
  if (error && listings.length === 0) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        }
      >
        {t('trending.error')}
      </Alert>
    );
  } else if (loading && listings.length === 0) {
    body = (
      <Box sx={grid} role="status" aria-busy="true" aria-label={t('trending.loading')}>
        {Array.from({ length: TRENDING_COUNT }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={300} />
        ))}
      </Box>
    );
  } else if (listings.length === 0) {
    body = <Typography color="text.secondary">{t('trending.empty')}</Typography>;
  } else {
    body = (
      <ul className="home-cards">
        {listings.map((listing, index) => (
          <li key={listing.id}>
            {/* The first card's picture is the largest paint of a phone's first screen. */}
            <ListingCard listing={listing} headingComponent="h3" priority={index === 0} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="home-trending-title">
      <div className="home-section-head">
        <div>
          <h2 id="home-trending-title" className="home-h2">
            {t('trending.title')}
          </h2>
          <p className="plain-text plain-text--muted">{t('trending.subtitle')}</p>
        </div>
        <RouterLink to="/search" className="plain-link plain-link--strong">
          {t('trending.seeAll')}
        </RouterLink>
      </div>
      {body}
    </section>
  );
}
