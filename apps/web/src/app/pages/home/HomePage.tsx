import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '../../../lib/head/use-page-head';
import { hydrationLazy } from '../../../lib/ssr/hydration-lazy';
import { homeHead } from './home-head';
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
  usePageHead(homeHead({ t, siteName: t('appName', { ns: 'common' }) }));
  return (
    <>
      <HeroSection />
      <div className="home-container home-main">
        <div className="home-stack">
          <TrendingListings />
          <Suspense fallback={null}>
            <HomeBelowFold />
          </Suspense>
        </div>
      </div>
    </>
  );
}
