import { createElement, lazy, type ComponentType } from 'react';

/** The loaders of every lazy part a server render may include, from the modules evaluated so far. */
const loaders = new Set<() => Promise<unknown>>();

/**
 * React's lazy() for a part of a server-rendered page (a below-the-fold section): its code stays
 * off the first chunk, yet the browser loads it before it hydrates (preloadHydrationLazies), so the
 * whole page hydrates in one pass. A part still waiting for its code after the rest had hydrated
 * would hydrate later with whatever had changed meanwhile (a language switched, a session ended)
 * and no longer match the server's HTML.
 */
export function hydrationLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a failed chunk may load on the next try
        throw error;
      },
    ));
  loaders.add(loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function HydrationLazy(props: P) {
    // Once loaded, rendered at once: lazy() would suspend on its first render even then.
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return HydrationLazy;
}

/** Loads the code of every hydrationLazy part known so far; failures are left to the render. */
export async function preloadHydrationLazies(): Promise<void> {
  await Promise.allSettled([...loaders].map((load) => load()));
}
