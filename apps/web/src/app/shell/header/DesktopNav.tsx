import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { headerLinks } from '../nav-links';

/**
 * The main links from 900px, each on one line; the header moves them into the menu where they do
 * not fit (use-nav-fit). A link with a shorter header text keeps its full text as its name, and
 * Messages shows the unread count (in its name too).
 */
export function DesktopNav({
  listRef,
  unread,
}: {
  listRef: RefObject<HTMLUListElement | null>;
  unread: number | null;
}) {
  const { t } = useTranslation('nav');
  const { user } = useSession();
  return (
    <nav aria-label={t('mainNavigation')} className="header-nav site-header__wide">
      <ul ref={listRef}>
        {headerLinks(user).map((link) => {
          const full = t(link.label);
          const text = link.short ? t(link.short) : full;
          const count = link.badge ? unread : null;
          const name = count ? `${full}, ${t('unread', { count })}` : full;
          return (
            <li key={link.label}>
              <NavLink to={link.to} className="plain-button" aria-label={text === name ? undefined : name}>
                {text}
                {!!count && (
                  <span className="nav-count" aria-hidden="true">
                    {count > 99 ? '99+' : count}
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
