import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { RentalApplicationListingDocument } from '../api/listing-address-operations';
import { targetFromSearch, type ApplicationTarget } from '../format/prefill';

/**
 * The home an 'Apply' link names (?listing=&unit=), with the listing's address read from the
 * public listing query; null when the URL names none.
 */
export function useListingTarget(): { loading: boolean; target: ApplicationTarget | null } {
  const { search } = useLocation();
  const named = useMemo(() => targetFromSearch(search), [search]);
  const query = useQuery(RentalApplicationListingDocument, {
    variables: { id: named?.listingId ?? '' },
    skip: !named,
    errorPolicy: 'all',
  });
  if (!named) return { loading: false, target: null };
  const location = query.data?.listing?.location;
  const address = location
    ? [location.address, location.city?.name, location.city?.province].filter(Boolean).join(', ')
    : undefined;
  return { loading: query.loading, target: { ...named, address } };
}
