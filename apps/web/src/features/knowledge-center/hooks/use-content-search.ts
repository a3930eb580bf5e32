import { SEARCH_DEBOUNCE_MS } from '@rentals/domain/limits';
import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQueryChanger } from '../../../lib/use-url-params';

export const QUERY_PARAM = 'q';
/** Shorter queries are not sent: one letter matches nearly everything. */
export const MIN_QUERY = 2;

/**
 * The search box's text and the query it applies, kept in the URL (?q=) so a reload, a shared link
 * or the back button show the same results. The text applies 500 ms after the last key stroke
 * (spec/01 §9), or at once on Enter.
 */
export function useContentSearch() {
  const [params, change] = useQueryChanger();
  const applied = (params.get(QUERY_PARAM) ?? '').trim();
  const [typed, setTyped] = useState(applied);
  const [seen, setSeen] = useState(applied);
  // The URL changed by itself (back button, a link): show its text in the box.
  if (seen !== applied) {
    setSeen(applied);
    if (typed.trim() !== applied) setTyped(applied);
  }
  const apply = useCallback(
    (text: string) =>
      change((query) => {
        const trimmed = text.trim();
        if (trimmed) query.set(QUERY_PARAM, trimmed);
        else query.delete(QUERY_PARAM);
        return query;
      }),
    [change],
  );
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== applied) apply(debounced);
    // Only a new debounced text applies: the URL changing alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return { typed, setTyped, applied, apply };
}
