import type { FeatureRoutes } from '../../../lib/routing/feature-routes';

/* The renter's viewing pages: booking a listing's viewing and 'My viewings'. */
export const renterRoutes: FeatureRoutes = {};
