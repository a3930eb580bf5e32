import { matchedUnitsOf } from '@rentals/domain/search/matched-units-link';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The id of a unit's card on the listing page, for the link from a search to scroll to. */
export const unitCardId = (unitId: string) => `unit-${unitId}`;

/**
 * The listing's units that the search the visitor came from matched (the card's link names them,
 * ?units=<id>,<id>), so their cards can say so; the first is scrolled into view once, after the
 * page has painted (never during the server render). Ids of other listings' units are ignored.
 */
export function useMatchedUnits(units: readonly { id: string }[]): ReadonlySet<string> {
  const [params] = useSearchParams();
  const matched = useMemo(() => {
    const own = new Set(units.map((u) => u.id));
    return new Set(matchedUnitsOf(params).filter((id) => own.has(id)));
  }, [params, units]);

  const first = units.find((u) => matched.has(u.id))?.id;
  const scrolled = useRef<string | null>(null);
  useEffect(() => {
    if (!first || scrolled.current === first) return;
    scrolled.current = first;
    document.getElementById(unitCardId(first))?.scrollIntoView({ block: 'start' });
  }, [first]);
  return matched;
}
