import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { withApollo } from '../../lib/apollo/load-apollo';
import { ListingActionContext, type ListingAction } from '../../lib/listing-action/listing-action-context';
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
// Only users who have not accepted the current terms see it.
const TermsAcceptanceDialog = lazy(async () => ({
  default: await withApollo(
    import('../../features/legal/components/TermsAcceptanceDialog').then((m) => m.TermsAcceptanceDialog),
  ),
}));
// Only users who asked to delete their account see it, but any signed-in user's page asks.
const AccountDeletionBanner = lazy(async () => ({
  default: await withApollo(
    import('../../features/data-rights/components/AccountDeletionBanner').then(
      (m) => m.AccountDeletionBanner,
    ),
  ),
}));
/** The pages where the terms are read: the dialog would hide what it asks to read. */
const LEGAL_READING_PATHS = new Set(['/terms', '/privacy', '/privacy-policy']);
// Shown once, after the first-login choice: off the first page's code too.
const SuccessToast = lazy(async () => ({
  default: (await import('../../components/SuccessToast')).SuccessToast,
}));

interface SavedHomesParts {
  Heart: ListingAction;
  Sync: ComponentType;
}

/**
 * The saved-homes heart of every listing card, and what keeps it in step with the session, loaded
 * once the page has hydrated: the landing pages' first load and hydration carry none of their
 * code, and the server's HTML has no heart for the hydration to match (it sits over the picture's
 * corner, so nothing moves when it appears).
 */
function useSavedHomesParts(): SavedHomesParts | null {
  const [parts, setParts] = useState<SavedHomesParts | null>(null);
  useEffect(() => {
    Promise.all([
      import('../../features/saved-homes/components/HeartButton'),
      import('../../features/saved-homes/components/SavedHomesSync'),
    ]).then(
      ([{ HeartButton }, { SavedHomesSync }]) => setParts({ Heart: HeartButton, Sync: SavedHomesSync }),
      // Offline: the cards show no heart until the next page load.
      () => undefined,
    );
  }, []);
  return parts;
}

/**
 * Around every page: skip link, the banner of a scheduled account deletion, scroll restoration,
 * the acceptance of new terms (before anything else), the first-login choice, and the saved-homes
 * heart on every listing card with what keeps it in step with the session.
 */
export function RootLayout() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const [welcome, setWelcome] = useState<string | null>(null);
  const savedHomes = useSavedHomesParts();
  const terms = user?.termsToAccept ?? null;
  return (
    <ListingActionContext.Provider value={savedHomes?.Heart ?? null}>
      <SkipLink />
      {user && (
        <Suspense fallback={null}>
          <AccountDeletionBanner key={user.id} />
        </Suspense>
      )}
      {savedHomes && <savedHomes.Sync />}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {user && terms && !LEGAL_READING_PATHS.has(location.pathname) && (
        <Suspense fallback={null}>
          <TermsAcceptanceDialog userId={user.id} terms={terms} onLogout={() => void logout()} />
        </Suspense>
      )}
      {user?.isFirstLogin && !terms && (
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
