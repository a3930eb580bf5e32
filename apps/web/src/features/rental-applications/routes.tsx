import { Navigate, useLocation } from 'react-router';
import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { landlordReviewRoutes } from './landlord/routes';
import { renterListRoutes } from './renter-list/routes';
import { staffRoutes } from './staff/routes';

/** /rental-application-form leads to the canonical route, keeping ?listing=&unit=. */
function RedirectToApplication() {
  const { search } = useLocation();
  return <Navigate to={`/rental-application${search}`} replace />;
}

/**
 * The rental application wizard (issue 18, spec/02): public, as the spec's route table has it;
 * a visitor fills it in and logs in to submit.
 */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'rental-application',
      lazy: async () => ({
        Component: await withApollo(
          import('./components/RentalApplicationPage').then((m) => m.RentalApplicationPage),
        ),
      }),
    },
    { path: 'rental-application-form', element: <RedirectToApplication /> },
  ],
  // The landlord's review (/building/applications) and the renter's list (/my-applications).
  signedIn: [...(landlordReviewRoutes.signedIn ?? []), ...(renterListRoutes.signedIn ?? [])],
  // /rental-application-table-view and /rental-application-details.
  staff: staffRoutes,
};
