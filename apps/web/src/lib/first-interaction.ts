/*
 * The visitor's first sign of using the page, for work that can wait until then: parts below the
 * fold (components/WhenNearViewport) and code a page may need later (lib/deferred-module).
 */

/** What shows that the visitor is moving through the page. */
const INTERACTIONS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;
/** Without any interaction, the watch starts anyway this long after the page first goes idle. */
const IDLE_START_MS = 4000;

/**
 * Calls `start` at the visitor's first interaction, or when the browser is idle some seconds
 * later; returns the cancel function.
 */
export function onFirstInteraction(start: () => void): () => void {
  const once = () => {
    stop();
    start();
  };
  const idle =
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => (timer = window.setTimeout(once, IDLE_START_MS)))
      : null;
  let timer = idle === null ? window.setTimeout(once, IDLE_START_MS) : 0;
  for (const type of INTERACTIONS) window.addEventListener(type, once, { passive: true, capture: true });
  function stop() {
    for (const type of INTERACTIONS) window.removeEventListener(type, once, { capture: true });
    if (idle !== null) cancelIdleCallback(idle);
    window.clearTimeout(timer);
  }
  return stop;
}
