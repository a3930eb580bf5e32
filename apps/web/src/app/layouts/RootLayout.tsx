import { Outlet, ScrollRestoration } from 'react-router';
import { FirstLoginDialog } from '../../features/users/components/FirstLoginDialog';
import { useSession } from '../../lib/session/session-context';
import { SkipLink } from '../shell/SkipLink';

/** Around every page: skip link, scroll restoration and the first-login choice. */
export function RootLayout() {
  const { user } = useSession();
  return (
    <>
      <SkipLink />
      <Outlet />
      {user?.isFirstLogin && <FirstLoginDialog email={user.email} />}
      <ScrollRestoration />
    </>
  );
}
