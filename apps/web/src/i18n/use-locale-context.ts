import { useEffect, useRef } from 'react';
import { useLocale } from './use-locale';

/**
 * The request context that asks the API for the language on screen (its `x-locale` header): item
 * names and the processor's messages come back in it, not in the browser's default language.
 */
export function useLocaleContext() {
  const locale = useLocale();
  return { locale, context: { headers: { 'x-locale': locale } } };
}

/** Asks again when the language on screen changes, for the texts the server wrote in the old one. */
export function useRefetchOnLocale(locale: string, refetch: () => unknown) {
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    void refetch();
  }, [locale, refetch]);
}
