import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-context';

/** Signed-out visitors go to log in, and come back here afterwards. */
export function RequireUser() {
  const { user } = useSession();
  const location = useLocation();
  if (user) return <Outlet />;
  const next = `${location.pathname}${location.search}`;
  return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
}
