import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrationLazy, preloadHydrationLazies } from './hydration-lazy';

function Section({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

describe('hydrationLazy', () => {
  it('renders its part at once, without suspending, once the parts are preloaded', async () => {
    let loads = 0;
    const Lazy = hydrationLazy(async () => {
      loads += 1;
      return Section;
    });
    const page = (
      <Suspense fallback={<p>Loading</p>}>
        <Lazy title="Featured cities" />
      </Suspense>
    );
    // Before its code is there, a synchronous render shows the boundary's fallback (as a dehydrated part would wait).
    expect(renderToString(page)).toContain('Loading');

    await preloadHydrationLazies();
    expect(renderToString(page)).toContain('<h2>Featured cities</h2>');
    // The code is asked for once, however many renders and preloads.
    await preloadHydrationLazies();
    expect(loads).toBe(1);
  });

  it('asks again after a failed load, and the failure does not stop the other parts', async () => {
    let attempts = 0;
    const Flaky = hydrationLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return Section;
    });
    await expect(preloadHydrationLazies()).resolves.toBeUndefined();
    await preloadHydrationLazies();
    expect(attempts).toBe(2);
    expect(renderToString(<Flaky title="Neighbourhoods" />)).toBe('<h2>Neighbourhoods</h2>');
  });
});
