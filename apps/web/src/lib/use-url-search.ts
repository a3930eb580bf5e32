import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@rentals/domain/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';
import { useQueryChanger } from './use-url-params';

const SEARCH = 'search';
const PAGE = 'page';

/**
 * A paged list's search text and page (`?search=`, `?page=`), kept in the URL so a reload, a
 * shared link or the back button show the same results: the landlord dashboard and the staff
 * lists (those without a search box use the page alone). The typed text reaches the URL 500 ms
 * after the last key stroke (spec/01 §9) and starts again from page 1. Other parameters (the
 * property dialog's) are left alone.
 */
export function useUrlSearch() {
  const [params, change] = useQueryChanger();
  const search = params.get(SEARCH) ?? '';
  const page = Math.max(1, Number.parseInt(params.get(PAGE) ?? '1', 10) || 1);

  const [typed, setTyped] = useState(search);
  // The URL changed by itself (back button, a link): show its text in the box.
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    if (typed.trim() !== search) setTyped(search);
  }

  const update = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      change((query) => {
        edit(query);
        return query;
      }),
    [change],
  );

  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS).trim();
  // Only a new debounced text is a new search: the URL changing alone (back button, Clear) is not.
  const applied = useRef(debounced);
  useEffect(() => {
    if (applied.current === debounced) return;
    applied.current = debounced;
    if (debounced === search) return;
    update((next) => {
      if (debounced) next.set(SEARCH, debounced);
      else next.delete(SEARCH);
      next.delete(PAGE);
    });
  }, [debounced, search, update]);

  const setPage = useCallback(
    (to: number) =>
      update((next) => {
        if (to > 1) next.set(PAGE, String(to));
        else next.delete(PAGE);
      }),
    [update],
  );

  const clear = useCallback(() => {
    setTyped('');
    update((next) => {
      next.delete(SEARCH);
      next.delete(PAGE);
    });
  }, [update]);

  return { typed, setTyped, search, page, setPage, clear, skip: (page - 1) * PAGE_SIZE } as const;
}
