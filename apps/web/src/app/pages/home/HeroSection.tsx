import { useTranslation } from 'react-i18next';
import { CitySearchForm } from '../../../features/locations/components/CitySearchForm';
import { useHomeStyles } from './home-css';

/** The title, the promise and the city search, on dark greens that keep white text above 4.5:1. */
export function HeroSection() {
  useHomeStyles();
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-title" className="home-hero">
      <div className="home-container">
        <h1 id="home-title" className="home-hero__title">
          {t('hero.title')}
        </h1>
        <p className="home-hero__subtitle">{t('hero.subtitle')}</p>
        <div className="home-hero__search">
          <CitySearchForm />
        </div>
      </div>
    </section>
  );
}
