import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { landlordRoutes } from './landlord/routes';
import { renterRoutes } from './renter/routes';

/*
 * Viewings (issue 17): the renter's booking and 'My viewings' pages, the landlord's agenda and
 * availability editor, and the staff list of Viewings Management viewings. Each side lists its
 * own pages; this file only puts the groups together for the router's glob.
 */
const sides: FeatureRoutes[] = [renterRoutes, landlordRoutes];

export const routes: FeatureRoutes = {
  public: sides.flatMap((s) => s.public ?? []),
  signedIn: sides.flatMap((s) => s.signedIn ?? []),
  openAccount: sides.flatMap((s) => s.openAccount ?? []),
  staff: sides.flatMap((s) => s.staff ?? []),
};
