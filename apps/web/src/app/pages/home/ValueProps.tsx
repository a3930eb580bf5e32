import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/plain/icons';
import { ApartmentIcon, DrawIcon, TranslateIcon } from './home-icons';
import { useHomeStyles } from './home-css';

const ITEMS = [
  { key: 'renters', Icon: SearchIcon },
  { key: 'landlords', Icon: ApartmentIcon },
  { key: 'apply', Icon: DrawIcon },
  { key: 'bilingual', Icon: TranslateIcon },
] as const;

export function ValueProps() {
  useHomeStyles();
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-value-title">
      <h2 id="home-value-title" className="home-h2 home-spaced">
        {t('value.title')}
      </h2>
      <div className="home-values">
        {ITEMS.map(({ key, Icon }) => (
          <div key={key}>
            <div className="home-value__icon">
              <Icon />
            </div>
            <h3 className="home-h3">{t(`value.${key}.title`)}</h3>
            <p className="plain-text plain-text--muted">{t(`value.${key}.text`)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
