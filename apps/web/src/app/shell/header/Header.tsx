import { isStaff } from '@rentals/domain/users/rules';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../../features/messaging/hooks/use-unread-count';
import { useSession } from '../../../lib/session/session-context';
import { AccountMenu } from './AccountMenu';
import { DesktopNav } from './DesktopNav';
import { useHeaderStyles } from './header-css';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { useNavFit } from './use-nav-fit';
import { VisitorActions } from './VisitorActions';

/**
 * The sticky site header (spec/01 §2): logo, main links from 900px, language, account or sign-in,
 * menu below 900px. From 900px the links show when they fit on one line; where they do not (a
 * language or a role with longer links), they go into the menu too.
 */
export function Header() {
  useHeaderStyles();
  const { user } = useSession();
  const { i18n } = useTranslation();
  // Renters' and landlords' Messages link counts their unread messages (staff's goes to the inbox).
  const unread = useUnreadCount(user && !isStaff(user) ? user.id : null);
  const { barRef, middleRef, listRef, collapsed } = useNavFit(
    `${i18n.language}|${user?.id ?? ''}|${user?.userType ?? ''}|${unread ? 'unread' : ''}`,
  );
  return (
    <header className={collapsed ? 'site-header site-header--collapsed' : 'site-header'}>
      <div className="site-header__bar" ref={barRef}>
        <Logo />
        <div className="site-header__middle" ref={middleRef}>
          <DesktopNav listRef={listRef} unread={unread} />
        </div>
        <LanguageSwitch />
        <div className="site-header__wide">{user ? <AccountMenu user={user} /> : <VisitorActions />}</div>
        <MobileMenu unread={unread} />
      </div>
    </header>
  );
}
