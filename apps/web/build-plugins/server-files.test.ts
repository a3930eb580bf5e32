import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plugin, UserConfig, UserConfigFnObject } from 'vite';
import viteConfig from '../vite.config';
import { isServerOnly, moveServerOnlyFiles } from './server-files';

/* The production build ships no source map, route preloads or manifest to browsers. */

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function buildLayout(files: string[]): { dist: string; server: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-build-'));
  roots.push(root);
  const dist = path.join(root, 'dist');
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), file);
  }
  return { dist, server: path.join(root, 'dist-server') };
}

const listed = (root: string) =>
  fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[])
        .map((p) => p.split(path.sep).join('/'))
        .filter((p) => fs.statSync(path.join(root, p)).isFile())
        .sort()
    : [];

describe('the server-only files of the web build', () => {
  it('leave dist/ for dist-server/, compressed copies included; what browsers load stays', () => {
    const { dist, server } = buildLayout([
      'index.html',
      'favicon.svg',
      'assets/app-1.js',
      'assets/app-1.js.br',
      'assets/app-1.js.gz',
      'assets/app-1.js.map',
      'assets/app-1.css',
      'assets/app-1.css.map',
      'route-preloads.json',
      'route-preloads.json.br',
      'route-preloads.json.gz',
      '.vite/manifest.json',
    ]);
    moveServerOnlyFiles(dist, server);
    expect(listed(dist)).toEqual([
      'assets/app-1.css',
      'assets/app-1.js',
      'assets/app-1.js.br',
      'assets/app-1.js.gz',
      'favicon.svg',
      'index.html',
    ]);
    expect(listed(server)).toEqual([
      '.vite/manifest.json',
      'assets/app-1.css.map',
      'assets/app-1.js.map',
      'route-preloads.json',
      'route-preloads.json.br',
      'route-preloads.json.gz',
    ]);
    expect(fs.existsSync(path.join(dist, '.vite'))).toBe(false);
    // The server reads the files where they went, unchanged.
    expect(fs.readFileSync(path.join(server, 'route-preloads.json'), 'utf8')).toBe('route-preloads.json');
  });

  it('are told apart by name only', () => {
    expect(isServerOnly('assets/listing-9.js.map')).toBe(true);
    expect(isServerOnly('assets/route-preloads.js')).toBe(false);
    expect(isServerOnly('assets/listing-9.js')).toBe(false);
    expect(isServerOnly('robots.txt')).toBe(false);
  });

  it('are moved by the production build, whose scripts name no source map', () => {
    const config = (viteConfig as UserConfigFnObject)({
      command: 'build',
      mode: 'production',
      isSsrBuild: false,
      isPreview: false,
    }) as UserConfig;
    expect(config.build?.sourcemap).toBe('hidden');
    const names = ((config.plugins ?? []).flat() as Plugin[]).map((plugin) => plugin.name);
    // Last: it moves what the other steps wrote.
    expect(names.at(-1)).toBe('rentals:server-files');
  });
});
