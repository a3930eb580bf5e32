import { useEffect } from 'react';

/**
 * Marks <html data-app-ready> once React owns the page (a server-rendered page has hydrated, or a
 * client-rendered one has mounted) and the stored session is known. Until then a click on a
 * server-rendered button does nothing and the header shows a visitor's links: automated browsers
 * (the e2e suite, benchmarks) wait for the mark rather than guess with timers.
 */
export function useAppReadyMark(sessionKnown: boolean): void {
  useEffect(() => {
    if (sessionKnown) document.documentElement.setAttribute('data-app-ready', '');
  }, [sessionKnown]);
}
