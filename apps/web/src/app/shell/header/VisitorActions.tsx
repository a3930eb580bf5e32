import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function VisitorActions() {
  const { t } = useTranslation('nav');
  return (
    <div className="header-actions">
      <Link to="/login" className="plain-button">
        {t('login')}
      </Link>
      <Link to="/signup-modal" className="plain-button plain-button--contained">
        {t('signup')}
      </Link>
    </div>
  );
}
