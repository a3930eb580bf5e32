import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseSearchParams,
  serializeSearchParams,
  type SearchState,
} from '@rentals/domain/search/url-params';

/** A change not yet in the URL, and the URL it was made on. */
interface Pending {
  base: URLSearchParams;
  state: SearchState;
}

/**
 * The search as the URL holds it, and a way to change it: replacing the history entry while typing
 * or filtering, pushing one for a page change so Back returns to it.
 *
 * The router applies a URL change in a transition, a moment later; until then the page shows the
 * change already (a ticked box stays ticked), and a second change builds on the first.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => parseSearchParams(params), [params]);
  const [pending, setPending] = useState<Pending | null>(null);
  // Once the URL moves on (to this change, or by Back), it is the truth again.
  const state = pending?.base === params ? pending.state : fromUrl;

  const latest = useRef({ params, state });
  useEffect(() => {
    latest.current = { params, state };
  });

  const update = useCallback(
    (change: (current: SearchState) => SearchState, { push = false }: { push?: boolean } = {}) => {
      const current = latest.current;
      const next = change(current.state);
      const query = serializeSearchParams(next);
      if (query.toString() === serializeSearchParams(current.state).toString()) return;
      latest.current = { ...current, state: next };
      setPending({ base: current.params, state: next });
      // The page scrolls itself to the results on a page change.
      setParams(query, { replace: !push, preventScrollReset: true });
    },
    [setParams],
  );
  return { state, update };
}
