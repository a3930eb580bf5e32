import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { headerLinks } from '../nav-links';

/** The main links from 900px; between 900px and 1200px, where French is long, on two lines rather than overflowing. */
export function DesktopNav() {
  const { t } = useTranslation('nav');
  const { user } = useSession();
  return (
    <nav aria-label={t('mainNavigation')} className="header-nav site-header__wide">
      <ul>
        {headerLinks(user).map((link) => (
          <li key={link.label}>
            <NavLink to={link.to} className="plain-button">
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
