import { useTranslation } from 'react-i18next';
import { PopularCities } from '../../../features/locations/components/PopularCities';
import { usePageHead } from '../../../lib/head/use-page-head';
import { CallsToAction } from './CallsToAction';
import { FeaturedCities } from './FeaturedCities';
import { homeHead } from './home-head';
import { HeroSection } from './HeroSection';
import { useHomeStyles } from './home-css';
import { Testimonials } from './Testimonials';
import { TrendingListings } from './TrendingListings';
import { ValueProps } from './ValueProps';

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
          <FeaturedCities />
          <section aria-labelledby="home-cities-title">
            <h2 id="home-cities-title" className="home-h2">
              {t('popular.title')}
            </h2>
            <p className="plain-text plain-text--muted home-spaced">{t('popular.subtitle')}</p>
            <PopularCities />
          </section>
          <ValueProps />
          <Testimonials />
          <CallsToAction />
        </div>
      </div>
    </>
  );
}
