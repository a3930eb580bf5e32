import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the header's main links fit on one line between the logo and the language switch and
 * account actions. Their width depends on the language, the viewer's links and the device's fonts,
 * so the header measures rather than guessing a breakpoint per language: where the links would
 * overflow (French at 1280px, say), they move into the Menu, as below 900px, and come back when
 * the window is wide enough. `contentKey` names what the links say (language, viewer): a change
 * measures again.
 */
export function useNavFit(contentKey: string) {
  const barRef = useRef<HTMLDivElement>(null);
  const middleRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** The bar width the links need, measured while shown, for this content; 0 when they fit. */
  const [needed, setNeeded] = useState({ key: contentKey, width: 0 });
  const [barWidth, setBarWidth] = useState<number | null>(null);
  const neededWidth = needed.key === contentKey ? needed.width : 0;
  const collapsed = barWidth !== null && barWidth < neededWidth;

  const measure = useCallback(() => {
    const bar = barRef.current;
    const middle = middleRef.current;
    const list = listRef.current;
    if (!bar || !middle || !list) return;
    const width = bar.clientWidth;
    setBarWidth(width);
    // Hidden (below 900px, or already in the Menu): nothing to measure.
    if (!list.offsetParent) return;
    const overflow = Math.ceil(list.scrollWidth - middle.clientWidth);
    const next = overflow > 0 ? width + overflow : 0;
    setNeeded((prev) =>
      prev.key === contentKey && prev.width === next ? prev : { key: contentKey, width: next },
    );
  }, [contentKey]);

  // Before the first paint and after each change of content or state, so the links never show overlapping.
  useLayoutEffect(measure, [measure, collapsed]);
  useEffect(() => {
    const observer = new ResizeObserver(measure);
    if (barRef.current) observer.observe(barRef.current);
    if (listRef.current) observer.observe(listRef.current);
    return () => observer.disconnect();
  }, [measure]);

  return { barRef, middleRef, listRef, collapsed };
}
