import { coverPicture } from '@rentals/domain/listings/cover-picture';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MAIN_CONTENT_ID } from '../../../app/shell/SkipLink';
import type { LiveFeedQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatMoney } from '../../../lib/format/number';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { usePageHead } from '../../../lib/head/use-page-head';
import { useHydrated } from '../../../lib/ssr/use-hydrated';
import { LiveFeedDocument } from '../api/knowledge-center-operations';
import { useLiveRefresh } from '../hooks/use-live-refresh';

/** Listings on the screen: two rows of three on a wide screen. */
const LISTINGS = 6;

type Listing = LiveFeedQuery['trendingListings'][number];
type Post = LiveFeedQuery['knowledgeCenter']['posts'][number];

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: 3,
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

function ListingCard({ listing }: { listing: Listing }) {
  const { t } = useTranslation('knowledgeCenter');
  const locale = useLocale();
  // The building's own pictures: the feed does not ask for the units'.
  const cover = coverPicture({ pictures: listing.pictures, units: [] });
  const prices = listing.units
    .filter((u) => !u.contactForPricing && u.monthlyPrice)
    .map((u) => u.monthlyPrice!);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {cover && (
        <Box
          component="img"
          src={cover.cardUrl}
          alt=""
          sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
        />
      )}
      <CardContent>
        <Typography component="h3" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/listing/${listing.id}`} underline="hover">
            {listing.title}
          </Link>
        </Typography>
        {listing.location?.address && (
          <Typography sx={{ fontSize: '1.125rem', mt: 0.5 }}>{listing.location.address}</Typography>
        )}
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, mt: 1 }}>
          {prices.length
            ? t('feed.from', { price: formatMoney(Math.min(...prices), locale) })
            : t('feed.contact')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function PostCard({ post }: { post: Post }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h3" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/blog/${post.id}/${post.slug}`} underline="hover">
            {post.title}
          </Link>
        </Typography>
        {post.description && <Typography sx={{ fontSize: '1.125rem', mt: 1 }}>{post.description}</Typography>}
      </CardContent>
    </Card>
  );
}

/**
 * /feed: no header (spec/01 §2), for a lobby screen or an embed. Large cards of the newest public
 * listings and posts, refreshed every few minutes in place (not while the tab is hidden).
 */
export function FeedPage() {
  const { t } = useTranslation('knowledgeCenter');
  const locale = useLocale();
  const hydrated = useHydrated();
  const feed = usePublicQuery(LiveFeedDocument, { variables: { first: LISTINGS, locale } });
  const [updatedAt, setUpdatedAt] = useState(() => new Date());
  useLiveRefresh(() => {
    feed.refetch();
    setUpdatedAt(new Date());
  });
  usePageHead({
    title: t('feed.title'),
    description: t('feed.description'),
    path: '/feed',
    // A screen's page, not one to find through a search engine.
    noindex: true,
    feeds: [{ title: t('feeds.rss'), href: '/blogs/rss.xml', type: 'rss' }],
  });
  const data = feed.data ?? feed.previousData;
  const time = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    hour: 'numeric',
    minute: '2-digit',
  });

  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ maxWidth: 1600, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 }, outline: 'none' }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 4 }}
      >
        <Typography component="h1" variant="h3" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
          {t('feed.title')}
        </Typography>
        {/* The time is the viewer's: written once the page runs in the browser. */}
        <Typography role="status" color="text.secondary" sx={{ fontSize: '1.125rem' }}>
          {hydrated ? t('feed.updated', { time: time.format(updatedAt) }) : ''}
        </Typography>
      </Stack>
      {feed.error && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('feed.error')}
        </Alert>
      )}
      <Stack spacing={6}>
        <Box component="section" aria-labelledby="feed-listings">
          <Typography id="feed-listings" component="h2" variant="h4" sx={{ mb: 2 }}>
            {t('feed.listings')}
          </Typography>
          {data && data.trendingListings.length === 0 && <Typography>{t('feed.noListings')}</Typography>}
          <Box component="ul" sx={grid}>
            {data?.trendingListings.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="feed-posts">
          <Typography id="feed-posts" component="h2" variant="h4" sx={{ mb: 2 }}>
            {t('feed.posts')}
          </Typography>
          {data && data.knowledgeCenter.posts.length === 0 && <Typography>{t('feed.noPosts')}</Typography>}
          <Box component="ul" sx={grid}>
            {data?.knowledgeCenter.posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}
