import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useSession } from '../../lib/session/session-context';

/** Signed-out visitors go to log in, and come back here afterwards. */
export function RequireUser() {
  const { user, checking } = useSession();
  const location = useLocation();
  if (checking) return <PageSpinner />;
  if (user) return <Outlet />;
  const next = `${location.pathname}${location.search}`;
  return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
}
