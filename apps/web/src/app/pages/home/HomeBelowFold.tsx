import { useTranslation } from 'react-i18next';
import { PopularCities } from '../../../features/locations/components/PopularCities';
import { CallsToAction } from './CallsToAction';
import { FeaturedCities } from './FeaturedCities';
import { Testimonials } from './Testimonials';
import { ValueProps } from './ValueProps';

/*
 * The home page's sections below the trending listings, which no first screen reaches: a chunk of
 * their own (HomePage loads it with lazy()), so that their code (cards, chips, grids) is not part
 * of the page's first load. The server renders them in the page all the same.
 */
export function HomeBelowFold() {
  const { t } = useTranslation('home');
  return (
    <>
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
    </>
  );
}
