import path from 'node:path';

/** What the chunk-naming function of Rolldown's codeSplitting groups can read of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** A landing page: the chunk name its code goes to and its page file (relative to the app root). */
export interface LandingPage {
  chunk: string;
  page: string;
}

/** The chunk of the modules that two or more landing pages use. */
export const SHARED_LANDING_CHUNK = 'landing';

/**
 * Names the chunks of the landing pages' code (the `name` functions of two codeSplitting groups).
 *
 * Left to itself, the bundler gives every module that some other lazy page also imports a chunk
 * of its own: /search came to about sixty scripts, most under 1 KB. Over HTTP/1.1 a browser opens
 * six connections to a host, so on a slow phone network each batch of six costs a round trip
 * before the page can render. Here a module that a landing page reaches through static imports
 * goes to that page's chunk, or to one chunk shared by the landing pages when several reach it;
 * so /search needs the entry's chunks, its page's chunk and two more. Other lazy pages that use such a module load
 * that chunk too: a few kilobytes more for pages off the first load, in exchange for far fewer
 * requests on the pages people arrive at.
 *
 * Modules the entry loads itself are left to the groups of the initial load.
 */
export function landingChunkNames(root: string, pages: readonly LandingPage[]) {
  const chunkOfPage = new Map(pages.map(({ chunk, page }) => [path.resolve(root, page), chunk]));
  /** A module's roots: the entries and lazily imported modules from which static imports reach it. */
  function roots(id: string, graph: ModuleGraph): Set<string> {
    const found = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      const info = graph.getModuleInfo(current);
      if (!info) continue;
      if (info.isEntry || info.dynamicImporters.length > 0) found.add(current);
      for (const importer of info.importers) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    return found;
  }

  /** The landing pages whose code uses a module, or none when the entry loads it itself. */
  function landingPagesOf(id: string, graph: ModuleGraph): Set<string> {
    // The page itself stays the lazy route's own chunk, which imports these.
    if (chunkOfPage.has(id)) return new Set();
    const reachedFrom = [...roots(id, graph)];
    if (reachedFrom.some((r) => graph.getModuleInfo(r)?.isEntry)) return new Set();
    return new Set(reachedFrom.flatMap((r) => chunkOfPage.get(r) ?? []));
  }

  return {
    /** For the group of the modules several landing pages share: it must come first (higher priority). */
    shared: (id: string, graph: ModuleGraph) =>
      landingPagesOf(id, graph).size > 1 ? SHARED_LANDING_CHUNK : null,
    /** For the group of the modules one landing page alone uses. */
    own: (id: string, graph: ModuleGraph) => {
      const pagesOfModule = landingPagesOf(id, graph);
      return pagesOfModule.size === 1 ? [...pagesOfModule][0]! : null;
    },
  };
}
