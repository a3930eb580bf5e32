import type { FeatureRoutes } from '../../../lib/routing/feature-routes';

/* The landlord's agenda and availability editor, and the staff's viewings. */
export const landlordRoutes: FeatureRoutes = {};
