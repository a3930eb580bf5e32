import { useSession } from '../../../lib/session/session-context';
import { AccountMenu } from './AccountMenu';
import { DesktopNav } from './DesktopNav';
import { useHeaderStyles } from './header-css';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { VisitorActions } from './VisitorActions';

/** The sticky site header (spec/01 §2): logo, main links from 900px, language, account or sign-in, menu below 900px. */
export function Header() {
  useHeaderStyles();
  const { user } = useSession();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Logo />
        <div className="site-header__middle">
          <DesktopNav />
        </div>
        <LanguageSwitch />
        <div className="site-header__wide">{user ? <AccountMenu user={user} /> : <VisitorActions />}</div>
        <MobileMenu />
      </div>
    </header>
  );
}
