import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { withApollo } from '../../lib/apollo/load-apollo';
import { useSession } from '../../lib/session/session-context';
import { useLogout } from '../shell/header/use-logout';
import { SkipLink } from '../shell/SkipLink';
import { afterFirstLogin } from './after-first-login';

// Only new accounts see it: its form code stays off everyone's first page.
const FirstLoginDialog = lazy(async () => ({
  default: await withApollo(
    import('../../features/users/account/components/FirstLoginDialog').then((m) => m.FirstLoginDialog),
  ),
}));
// Shown once, after the first-login choice: off the first page's code too.
const SuccessToast = lazy(async () => ({
  default: (await import('../../components/SuccessToast')).SuccessToast,
}));

/** Around every page: skip link, scroll restoration and the first-login choice. */
export function RootLayout() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const [welcome, setWelcome] = useState<string | null>(null);
  return (
    <>
      <SkipLink />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {user?.isFirstLogin && (
        <Suspense fallback={null}>
          <FirstLoginDialog
            email={user.email}
            onDone={({ message, to }) => {
              setWelcome(message);
              void navigate(afterFirstLogin(location, to));
            }}
            onLogout={() => void logout()}
          />
        </Suspense>
      )}
      {welcome && (
        <Suspense fallback={null}>
          <SuccessToast message={welcome} onClose={() => setWelcome(null)} />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
