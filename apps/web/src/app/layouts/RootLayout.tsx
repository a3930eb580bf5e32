import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { withApollo } from '../../lib/apollo/load-apollo';
import { useSession } from '../../lib/session/session-context';
import { SkipLink } from '../shell/SkipLink';

// Only new accounts see it: its form code stays off everyone's first page.
const FirstLoginDialog = lazy(async () => ({
  default: await withApollo(
    import('../../features/users/account/components/FirstLoginDialog').then((m) => m.FirstLoginDialog),
  ),
}));

/** Around every page: skip link, scroll restoration and the first-login choice. */
export function RootLayout() {
  const { user } = useSession();
  return (
    <>
      <SkipLink />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {user?.isFirstLogin && (
        <Suspense fallback={null}>
          <FirstLoginDialog email={user.email} />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
