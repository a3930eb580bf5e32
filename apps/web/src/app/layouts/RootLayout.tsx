import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { withApollo } from '../../lib/apollo/load-apollo';
import { ListingActionContext, type ListingAction } from '../../lib/listing-action/listing-action-context';
import { hydrationLazy } from '../../lib/ssr/hydration-lazy';
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
// The saved-homes heart of every listing card: off the first chunk, loaded before hydration.
const Heart = hydrationLazy(
  async () => (await import('../../features/saved-homes/components/HeartButton')).HeartButton,
);
const CardHeart: ListingAction = (props) => (
  <Suspense fallback={null}>
    <Heart {...props} />
  </Suspense>
);
// Fetches a signed-in user's saved ids once the page runs; visitors load none of it.
const SavedHomesSync = lazy(async () => ({
  default: (await import('../../features/saved-homes/components/SavedHomesSync')).SavedHomesSync,
}));
// Shown once, after the first-login choice: off the first page's code too.
const SuccessToast = lazy(async () => ({
  default: (await import('../../components/SuccessToast')).SuccessToast,
}));

/**
 * Around every page: skip link, scroll restoration, the first-login choice, and the saved-homes
 * heart on every listing card with what keeps it in step with the session.
 */
export function RootLayout() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const [welcome, setWelcome] = useState<string | null>(null);
  return (
    <ListingActionContext.Provider value={CardHeart}>
      <SkipLink />
      {user && (
        <Suspense fallback={null}>
          <SavedHomesSync />
        </Suspense>
      )}
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
