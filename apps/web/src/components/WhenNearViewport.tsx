import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { onFirstInteraction } from '../lib/first-interaction';

/** How far below the screen a part starts loading: a fast scroll still finds it ready. */
const AHEAD = '600px';
/**
 * Renders `children` once their place comes near the screen, and a box of `minHeight` until
 * then: for a part below the fold whose code is a lazy chunk (a map, the footer's newsletter
 * form) or whose data is a query of its own, so that it is neither fetched nor run while the page
 * is still loading. With `afterInteraction` the watch starts only when the visitor scrolls, types
 * or touches (or the page has been idle a few seconds): for the footer, which is near the top of
 * every page while that page's content is still loading.
 */
export function WhenNearViewport({
  minHeight,
  afterInteraction = false,
  children,
}: {
  minHeight: number;
  afterInteraction?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Never near at the first render, on the server as in the browser, so hydration matches.
  const [near, setNear] = useState(false);
  const [watching, setWatching] = useState(!afterInteraction);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') setNear(true);
  }, []);
  useEffect(() => {
    if (watching || near) return;
    return onFirstInteraction(() => setWatching(true));
  }, [watching, near]);
  useEffect(() => {
    const element = ref.current;
    if (!watching || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching, near]);
  return near ? children : <Box ref={ref} sx={{ minHeight }} />;
}
