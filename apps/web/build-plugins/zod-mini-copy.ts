import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The prefix of the copy's module ids: `\0` keeps other plugins off them. */
export const COPY_PREFIX = '\0zod-mini-copy:';

/**
 * In the build, `zod/mini` gets a module graph of its own: the same zod files, as modules apart
 * from those classic `zod` loads.
 *
 * A module goes whole into one chunk, and the bundler keeps of it whatever any chunk uses. zod's
 * core modules serve both APIs: /search validates its filters with zod/mini, the forms of lazy
 * pages with classic zod, so the core that /search loads before its first render carried the
 * classic API's code too (JSON Schema, every string format, the English messages): about 50 KB of
 * its 75 KB of zod. The copy keeps only what zod/mini's users call. A page that uses both loads
 * both, a few KB. Both are the same zod version: a classic schema may wrap a mini one, as the back
 * office's map filter does, since zod recognises schemas by their traits, not their module.
 */
export function zodMiniCopy(): Plugin {
  return {
    name: 'rentals:zod-mini-copy',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^(zod\/mini$|\.{1,2}\/)/ },
      async handler(id, importer, options) {
        if (id === 'zod/mini') {
          // zod's ES module build, as the app's own import of zod/mini resolves.
          const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
          return resolved && { id: COPY_PREFIX + resolved.id, moduleSideEffects: false };
        }
        // zod's modules import each other by relative paths, which stay inside the copy.
        if (!importer?.startsWith(COPY_PREFIX)) return null;
        const file = path.resolve(path.dirname(importer.slice(COPY_PREFIX.length)), id);
        // As zod's package.json says ("sideEffects" names only zod/compile, which zod/mini never imports).
        return { id: COPY_PREFIX + file, moduleSideEffects: false };
      },
    },
    load: {
      filter: { id: new RegExp(`^${COPY_PREFIX}`) },
      handler: (id) => ({
        code: fs.readFileSync(id.slice(COPY_PREFIX.length), 'utf8'),
        moduleSideEffects: false,
      }),
    },
  };
}
