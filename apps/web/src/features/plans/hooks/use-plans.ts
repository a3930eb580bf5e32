import { useQuery } from '@apollo/client/react';
import type { Province } from '@rentals/domain/users/enums';
import { PlansDocument } from '../api/plan-operations';

/** Where a listing is: the plans offered depend on it (isPlanAvailable, spec/03 §9). */
export interface PlanPlaceInput {
  province: Province | null;
  city: string | null;
  isNewListing: boolean;
}

/**
 * The active plans in position order; with `place`, only those offered there (the server applies
 * isPlanAvailable). Without it, every active plan (/services).
 */
export function usePlans(place?: PlanPlaceInput) {
  return useQuery(PlansDocument, {
    variables: {
      where: place
        ? { province: place.province, city: place.city, isNewListing: place.isNewListing }
        : undefined,
    },
    fetchPolicy: 'cache-and-network',
  });
}
