import { useEffect, useSyncExternalStore } from 'react';

/** Without requestIdleCallback (Safari), the idle load starts this long after the first render. */
const IDLE_FALLBACK_MS = 200;
/** requestIdleCallback's deadline: a busy page still gets the module within this time. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * A chunk of a page that is not needed for its first render (a drawer, a menu, a map): loaded once
 * the page is idle, or earlier on intent, so that using it never waits visibly.
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
 * Asks for the module once the browser is idle after the first render, without re-rendering the
 * caller when it arrives: for a page that only wants it ready (the components that show it use
 * useDeferredModule).
 */
export function usePreloadWhenIdle(module: DeferredModule<unknown>): void {
  useEffect(() => {
    if (module.current()) return;
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(module.preload, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(module.preload, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [module]);
}

/**
 * The module once loaded, else undefined (render a stand-in or a loading state meanwhile); asks for
 * it once the browser is idle after the first render. Unlike React.lazy, a failed load leaves the
 * page as it is, and the next intent tries again. The caller renders again when it arrives: keep
 * it to the small component that shows the module, not a whole page.
 */
export function useDeferredModule<M>(module: DeferredModule<M>): M | undefined {
  usePreloadWhenIdle(module);
  return useSyncExternalStore(module.subscribe, module.current);
}
