import { useEffect, useRef } from 'react';

/** How often /feed asks for the newest content. */
export const FEED_REFRESH_MS = 3 * 60_000;

/**
 * Calls `refresh` every `everyMs` while the tab is shown; a hidden tab asks nothing, and asks at
 * once when shown again if a refresh fell due meanwhile.
 */
export function useLiveRefresh(refresh: () => void, everyMs = FEED_REFRESH_MS): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    let last = Date.now();
    const run = () => {
      last = Date.now();
      latest.current();
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') run();
    }, everyMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= everyMs) run();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [everyMs]);
}
