import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { RentalApplicationListingDocument } from '../api/listing-address-operations';
import { targetFromSearch, type ApplicationTarget } from '../format/prefill';

/**
 * The home an 'Apply' link names (?listing=&unit=), with the listing's address and available units
 * read from the public listing query (Apollo answers a second caller from its cache); null when the
 * URL names none.
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
  const listing = query.data?.listing;
  const location = listing?.location;
  const address = location
    ? [location.address, location.city?.name, location.city?.province].filter(Boolean).join(', ')
    : undefined;
  const units = listing?.units
    .filter((unit) => unit.available)
    .map((unit) => ({ id: unit.id, name: unit.number ? `${unit.title} · ${unit.number}` : unit.title }));
  return { loading: query.loading, target: { ...named, address, units } };
}
