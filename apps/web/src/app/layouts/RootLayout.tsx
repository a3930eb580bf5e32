import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { HeartButton } from '../../features/saved-homes/components/HeartButton';
import { SavedHomesSync } from '../../features/saved-homes/components/SavedHomesSync';
import { withApollo } from '../../lib/apollo/load-apollo';
import { ListingActionContext } from '../../lib/listing-action/listing-action-context';
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

/**
 * Around every page: skip link, scroll restoration, the first-login choice, and the saved-homes
 * heart on every listing card (its code is small and plain CSS: the cards are on the first paint).
 */
export function RootLayout() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const [welcome, setWelcome] = useState<string | null>(null);
  return (
    <ListingActionContext.Provider value={HeartButton}>
      <SkipLink />
      <SavedHomesSync />
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
    </ListingActionContext.Provider>
  );
}
