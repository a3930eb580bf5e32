import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { clientBuildOnly } from './client-build.ts';
import { ROUTE_PRELOADS_FILE } from './route-preloads.ts';

/*
 * What the build writes for the server and the tools, never for browsers: the source maps (the
 * whole source, comments included), the route preloads, and Vite's manifest. They leave the public
 * dist/ for dist-server/ beside it, with their compressed copies, so the server cannot send them
 * whatever path is asked; apps/api reads them there (WEB_SERVER_FILES in bootstrap.ts), and so do
 * scripts/check-bundle-size.mjs and bench/web.mjs.
 */

/** The folder beside the web build holding its server-only files. */
export const SERVER_FILES_DIR = 'dist-server';

const SERVER_ONLY_NAMES = new Set([ROUTE_PRELOADS_FILE]);
const COMPRESSED = /\.(br|gz)$/;

/** Whether a path of the build (relative, with `/`) is for the server only. */
export function isServerOnly(file: string): boolean {
  const plain = file.replace(COMPRESSED, '');
  return (
    plain.endsWith('.map') ||
    SERVER_ONLY_NAMES.has(plain) ||
    // Vite's manifest.
    plain.startsWith('.vite/')
  );
}

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((p) => p.split(path.sep).join('/'))
    .filter((p) => fs.statSync(path.join(root, p)).isFile());
}

/** Moves the server-only files of `distDir` to `serverDir`, at the same relative paths; answers them. */
export function moveServerOnlyFiles(distDir: string, serverDir: string): string[] {
  const moved = filesUnder(distDir).filter(isServerOnly);
  for (const file of moved) {
    const target = path.join(serverDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(distDir, file), target);
  }
  // Folders left empty (.vite/) go too.
  for (const dir of new Set(moved.map((f) => path.dirname(f)).filter((d) => d !== '.'))) {
    const full = path.join(distDir, dir);
    if (fs.existsSync(full) && fs.readdirSync(full).length === 0) fs.rmdirSync(full);
  }
  return moved;
}

/** The build step: empties dist-server/ at the start, fills it once every file is written. */
export function serverFiles(): Plugin {
  let outDir = '';
  let serverDir = '';
  return {
    name: 'rentals:server-files',
    apply: clientBuildOnly,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverDir = path.resolve(outDir, '..', SERVER_FILES_DIR);
    },
    buildStart() {
      fs.rmSync(serverDir, { recursive: true, force: true });
    },
    // After writeBundle: the compressed copies (precompress.ts) and the manifest exist by then.
    closeBundle() {
      moveServerOnlyFiles(outDir, serverDir);
    },
  };
}
