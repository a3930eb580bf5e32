import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { usePageHead } from '../../../lib/head/use-page-head';
import { hydrationLazy } from '../../../lib/ssr/hydration-lazy';
import { homeHead } from './home-head';
import { TRENDING_COUNT, TrendingListingsDocument } from './home-operations';
import { HeroSection } from './HeroSection';
import { useHomeStyles } from './home-css';
import { TrendingListings } from './TrendingListings';

const HomeBelowFold = hydrationLazy(async () => (await import('./HomeBelowFold')).HomeBelowFold);

/**
 * The landing page: search by city, the trending listings, the featured cities and every city by
 * neighbourhood, what the product does, what people say, where to go next.
 */
export function HomePage() {
  useHomeStyles();
  const { t } = useTranslation('home');
  const trending = usePublicQuery(TrendingListingsDocument, { variables: { first: TRENDING_COUNT } });
  usePageHead(
    homeHead({
      t,
      siteName: t('appName', { ns: 'common' }),
      firstListing: trending.data?.trendingListings[0],
    }),
  );
  return (
    <>
      <HeroSection />
      <div className="home-container home-main">
        <div className="home-stack">
          <TrendingListings trending={trending} />
          <Suspense fallback={null}>
            <HomeBelowFold />
          </Suspense>
        </div>
      </div>
    </>
  );
}
