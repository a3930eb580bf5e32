import { HELP_SEARCH_DEBOUNCE_MS } from '@rentals/domain/help-center/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryChanger } from '../../../lib/use-url-params';
import { HELP_QUERY_PARAM } from '../format/help-paths';
import { debouncedApply } from './debounced-apply';

/** Shorter queries are not sent: one letter matches nearly everything. */
export const MIN_HELP_QUERY = 2;

/**
 * The help center's search box: the typed text and the query it applies, kept in the URL (?q=)
 * so a reload, a shared link or the back button show the same results. The text applies
 * HELP_SEARCH_DEBOUNCE_MS after the last key stroke, or at once on Enter.
 */
export function useHelpSearch() {
  const [params, change] = useQueryChanger();
  const applied = (params.get(HELP_QUERY_PARAM) ?? '').trim();
  const [typed, setTypedState] = useState(applied);

  const apply = useCallback(
    (text: string) =>
      change((query) => {
        if (text) query.set(HELP_QUERY_PARAM, text);
        else query.delete(HELP_QUERY_PARAM);
        return query;
      }),
    [change],
  );
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  }, [apply]);
  const [debouncer] = useState(() =>
    debouncedApply((text) => latestApply.current(text), HELP_SEARCH_DEBOUNCE_MS, applied),
  );
  useEffect(() => debouncer.cancel, [debouncer]);

  // The URL changed by itself (back button, a link): show its text in the box. The echo of this
  // hook's own apply leaves the box alone: a key typed after the pause and before the URL caught
  // up would otherwise be lost.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    if (!debouncer.echoes(applied) && typed.trim() !== applied) setTypedState(applied);
  }
  useEffect(() => debouncer.sync(applied), [debouncer, applied]);

  const setTyped = useCallback(
    (text: string) => {
      setTypedState(text);
      debouncer.type(text);
    },
    [debouncer],
  );
  const submit = useCallback(() => debouncer.flush(typed), [debouncer, typed]);
  const clear = useCallback(() => {
    setTypedState('');
    debouncer.flush('');
  }, [debouncer]);

  return { typed, setTyped, applied, submit, clear, active: applied.length >= MIN_HELP_QUERY } as const;
}
