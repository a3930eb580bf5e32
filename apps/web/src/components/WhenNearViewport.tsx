import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts loading: a fast scroll still finds it ready. */
const AHEAD = '600px';

/**
 * Renders `children` once their place comes near the screen, and a box of `minHeight` until
 * then: for a part below the fold whose code is a lazy chunk (the footer's newsletter form), so
 * that the chunk is neither fetched nor run while the page is still loading.
 */
export function WhenNearViewport({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Box ref={ref} sx={{ minHeight }} />;
}
