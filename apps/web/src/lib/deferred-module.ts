import { useEffect, useSyncExternalStore } from 'react';
import { onFirstInteraction } from './first-interaction';

/** Without requestIdleCallback (Safari), the idle load starts this long after the first render. */
const IDLE_FALLBACK_MS = 200;
/** requestIdleCallback's deadline: a busy page still gets the module within this time. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * A chunk of a page that is not needed for its first render (a drawer, a menu, a map): loaded
 * ahead of use (see PreloadWhen), or earlier on intent (pointer over or focus on what opens it), so
 * that using it rarely waits, and then shows that it does.
 */
export interface DeferredModule<M> {
  /** Loads the module once; after a failure (offline, say) the next call tries again. */
  load: () => Promise<M>;
  /** Starts loading and ignores a failure: for the pointerenter and focus of what opens it. */
  preload: () => void;
  /** The module, once loaded. */
  current: () => M | undefined;
  subscribe: (listener: () => void) => () => void;
}

export function deferModule<M>(importModule: () => Promise<M>): DeferredModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const load = () =>
    (loading ??= importModule().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load,
    preload: () => void load().catch(() => undefined),
    current: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * When a deferred module is asked for without an intent:
 *   'interaction'  at the visitor's first scroll, key, pointer or touch, or a few seconds after the
 *                  page went idle: for code that only an action shows (a drawer, a menu, the pager
 *                  below the list). Loading and running it while the page is still loading would
 *                  hold the main thread when the visitor first tries to use the page.
 *   'idle'         as soon as the browser is idle after the first render: for a part of the first
 *                  screen that waits for its code (the map beside the results).
 */
export type PreloadWhen = 'interaction' | 'idle';

function schedulePreload(module: DeferredModule<unknown>, when: PreloadWhen): () => void {
  if (when === 'interaction') return onFirstInteraction(module.preload);
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(module.preload, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(module.preload, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}

const notLoadedOnServer = () => undefined;

/** Asks for the module (see PreloadWhen) without re-rendering the caller when it arrives. */
export function usePreload(module: DeferredModule<unknown>, when: PreloadWhen = 'interaction'): void {
  useEffect(() => (module.current() ? undefined : schedulePreload(module, when)), [module, when]);
}

/**
 * The module once loaded, else undefined (render a stand-in or a loading state meanwhile); asks for
 * it as `when` says. Unlike React.lazy, a failed load leaves the page as it is, and the next intent
 * tries again. The caller renders again when it arrives: keep it to the small component that shows
 * the module, not a whole page.
 */
export function useDeferredModule<M>(
  module: DeferredModule<M>,
  when: PreloadWhen = 'interaction',
): M | undefined {
  usePreload(module, when);
  // The server, and hydration after it, render the stand-in: the module comes after.
  return useSyncExternalStore(module.subscribe, module.current, notLoadedOnServer);
}
