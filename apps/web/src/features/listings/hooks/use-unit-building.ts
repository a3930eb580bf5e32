import { useApolloClient } from '@apollo/client/react';
import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import { useEffect, useState } from 'react';
import { OwnListingUnitIdsDocument } from '../api/listing-operations';

export type UnitLookup =
  | { state: 'loading' }
  | { state: 'found'; listingId: string }
  | { state: 'missing' }
  | { state: 'failed'; retry: () => void };

/**
 * The building holding a unit. The API reads buildings by id only (getSingleBuilding), so the
 * unit is looked up among the viewer's own listings, MAX_PAGE_SIZE at a time: the unit page is
 * opened by its owner after creating it. Viewers without a dashboard find nothing.
 */
export function useUnitBuilding(unitId: string, mayHaveListings: boolean): UnitLookup {
  const client = useApolloClient();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; lookup: UnitLookup } | null>(null);
  const key = `${unitId}:${attempt}`;

  useEffect(() => {
    if (!mayHaveListings) return;
    let cancelled = false;
    const settle = (lookup: UnitLookup) => {
      if (!cancelled) setResult({ key, lookup });
    };
    void (async () => {
      try {
        for (let skip = 0; ; skip += MAX_PAGE_SIZE) {
          const { data } = await client.query({
            query: OwnListingUnitIdsDocument,
            variables: { first: MAX_PAGE_SIZE, skip },
            fetchPolicy: 'network-only',
          });
          const page = data?.searchBuildingByLandlord ?? [];
          const building = page.find((listing) => listing.units.some((unit) => unit.id === unitId));
          if (building) return settle({ state: 'found', listingId: building.id });
          if (page.length < MAX_PAGE_SIZE) return settle({ state: 'missing' });
        }
      } catch {
        settle({ state: 'failed', retry: () => setAttempt((n) => n + 1) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [client, unitId, key, mayHaveListings]);

  if (!mayHaveListings) return { state: 'missing' };
  return result?.key === key ? result.lookup : { state: 'loading' };
}
