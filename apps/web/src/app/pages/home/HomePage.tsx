import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HeroSection } from './HeroSection';
import { useHomeStyles } from './home-css';
import { TrendingListings } from './TrendingListings';

const HomeBelowFold = lazy(async () => ({ default: (await import('./HomeBelowFold')).HomeBelowFold }));

/**
 * The landing page: search by city, the trending listings, the featured cities and every city by
 * neighbourhood, what the product does, what people say, where to go next.
 */
export function HomePage() {
  useHomeStyles();
  const { t } = useTranslation('home');
  useDocumentTitle(t('metaTitle'));
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
