import { Navigate, Outlet } from 'react-router';
import { isStaff, lacksRequiredTwoFactor } from '@rentals/domain/users/rules';
import { PageSpinner } from '../../components/PageSpinner';
import { useSession } from '../../lib/session/session-context';

/**
 * Admin routes: only ADMIN and SUB_ADMIN; everyone else, visitors included, goes to / (spec/01 §2).
 * Staff who have not turned on two-factor sign-in go to the account security page, which says why.
 * This only hides pages: the API decides what each call may do.
 */
export function RequireStaff() {
  const { user, checking } = useSession();
  if (checking) return <PageSpinner />;
  if (lacksRequiredTwoFactor(user)) return <Navigate to="/profile/security" replace />;
  return isStaff(user) ? <Outlet /> : <Navigate to="/" replace />;
}
