import { SEARCH_DEBOUNCE_MS } from '@rentals/domain/limits';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * A text field bound to a URL value: what is typed is committed once typing pauses for 500 ms
 * (spec/01 §9), and a change of the URL from elsewhere (Reset, Back) replaces what the field shows.
 */
export function useDebouncedText(urlValue: string, commit: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const [synced, setSynced] = useState(urlValue);
  if (urlValue !== synced) {
    setSynced(urlValue);
    setText(urlValue);
  }
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ commit, urlValue });
  useEffect(() => {
    latest.current = { commit, urlValue };
  });
  useEffect(() => {
    if (debounced !== latest.current.urlValue) latest.current.commit(debounced);
  }, [debounced]);
  return [text, setText] as const;
}
