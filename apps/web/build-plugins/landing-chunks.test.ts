import { describe, expect, it } from 'vitest';
import { landingChunkNames, SHARED_LANDING_CHUNK } from './landing-chunks';

/** A module graph: each module with its static importers and whether it is loaded lazily or is the entry. */
function graphOf(modules: Record<string, { importers?: string[]; lazy?: boolean; entry?: boolean }>) {
  return {
    getModuleInfo: (id: string) => {
      const m = modules[id];
      return m
        ? {
            isEntry: !!m.entry,
            importers: m.importers ?? [],
            dynamicImporters: m.lazy ? ['/app/router.tsx'] : [],
          }
        : null;
    },
  };
}

const names = landingChunkNames('/app', [
  { chunk: 'search', page: 'SearchPage.tsx' },
  { chunk: 'listing', page: 'ListingPage.tsx' },
]);

const graph = graphOf({
  '/app/main.tsx': { entry: true },
  '/app/SearchPage.tsx': { lazy: true },
  '/app/ListingPage.tsx': { lazy: true },
  '/app/AdminPage.tsx': { lazy: true },
  '/app/FilterBar.tsx': { importers: ['/app/SearchPage.tsx'] },
  '/app/Gallery.tsx': { importers: ['/app/ListingPage.tsx'] },
  '/app/ListingCard.tsx': { importers: ['/app/FilterBar.tsx', '/app/Gallery.tsx'] },
  '/app/TextField.tsx': { importers: ['/app/FilterBar.tsx', '/app/AdminPage.tsx'] },
  '/app/Header.tsx': { importers: ['/app/main.tsx', '/app/SearchPage.tsx'] },
  '/app/AdminTable.tsx': { importers: ['/app/AdminPage.tsx'] },
  // An import cycle under one page.
  '/app/a.ts': { importers: ['/app/b.ts', '/app/SearchPage.tsx'] },
  '/app/b.ts': { importers: ['/app/a.ts'] },
});

describe('landing page chunks', () => {
  it('puts a module one landing page reaches in that page’s chunk, even when other lazy pages use it too', () => {
    expect(names.own('/app/FilterBar.tsx', graph)).toBe('search');
    expect(names.own('/app/TextField.tsx', graph)).toBe('search');
    expect(names.own('/app/Gallery.tsx', graph)).toBe('listing');
    expect(names.own('/app/b.ts', graph)).toBe('search');
    expect(names.shared('/app/FilterBar.tsx', graph)).toBeNull();
  });

  it('puts a module several landing pages reach in the shared chunk, and only there', () => {
    expect(names.shared('/app/ListingCard.tsx', graph)).toBe(SHARED_LANDING_CHUNK);
    expect(names.own('/app/ListingCard.tsx', graph)).toBeNull();
  });

  it('leaves alone the pages themselves, what the entry loads, and what no landing page uses', () => {
    for (const id of ['/app/SearchPage.tsx', '/app/Header.tsx', '/app/AdminTable.tsx', '/app/unknown.ts']) {
      expect(names.own(id, graph)).toBeNull();
      expect(names.shared(id, graph)).toBeNull();
    }
  });
});
