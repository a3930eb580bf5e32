import { Navigate, Outlet } from 'react-router';
import { isStaff } from '@rentals/domain/users/rules';
import { PageSpinner } from '../../components/PageSpinner';
import { useSession } from '../../lib/session/session-context';

/**
 * Admin routes: only ADMIN and SUB_ADMIN; everyone else, visitors included, goes to / (spec/01 §2).
 * This only hides pages: the API decides what each call may do.
 */
export function RequireStaff() {
  const { user, checking } = useSession();
  if (checking) return <PageSpinner />;
  return isStaff(user) ? <Outlet /> : <Navigate to="/" replace />;
}
