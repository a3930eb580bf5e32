import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HomeWorkIcon } from '../../../components/plain/icons';
import { useHeaderStyles } from './header-css';

/** The app's name with its mark (as index.html's shell draws it), a link home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  useHeaderStyles();
  const { t } = useTranslation('nav');
  return (
    <Link to="/" onClick={onClick} aria-label={t('home')} className="site-logo">
      <HomeWorkIcon />
      <span>{t('appName', { ns: 'common' })}</span>
    </Link>
  );
}
