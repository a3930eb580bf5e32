import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { ROUTE_PRELOADS_FILE, routePreloads, type RoutePreload } from './route-preloads';

/*
 * A real build of a small app shaped like ours: an entry with its own stylesheet, a lazy page that
 * imports a module of its own and a stylesheet, and another lazy page. The page's route must list
 * the page's script and stylesheet, and nothing the entry already loads or the other page needs.
 */
const webRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
let dir: string;
let output: Rolldown.OutputBundle[string][];
let routes: RoutePreload[];

const write = (files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
};
const fileOf = (name: string) =>
  output.find((o) => o.type === 'chunk' && o.facadeModuleId === path.join(dir, name))!.fileName;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(webRoot, 'node_modules', '.route-preloads-test-'));
  write({
    'main.js': `import './shell.css';
import { shared } from './shared.js';
// Kept by its side effect: an app build drops the entry's exports.
Object.assign(globalThis, { pages: [() => import('./page.js'), () => import('./other.js')] });
console.log(shared);`,
    'shared.js': `export const shared = 'shared';`,
    'page.js': `import './page.css';
import { shared } from './shared.js';
import { part } from './part.js';
export const page = shared + part;`,
    'part.js': `export const part = 'part';`,
    'other.js': `import './other.css';
import { part } from './part.js';
export const other = part + 'other';`,
    'shell.css': `.shell { color: red; }`,
    'page.css': `.page { color: green; }`,
    'other.css': `.other { color: blue; }`,
  });
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [routePreloads([{ pattern: '/page', sources: ['page.js'] }])],
    build: { write: false, rolldownOptions: { input: path.join(dir, 'main.js') } },
  });
  output = (Array.isArray(result) ? result : [result]).flatMap((o) => ('output' in o ? o.output : []));
  const file = output.find((o) => o.type === 'asset' && o.fileName === ROUTE_PRELOADS_FILE)!;
  routes = (JSON.parse(String((file as Rolldown.OutputAsset).source)) as { routes: RoutePreload[] }).routes;
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('routePreloads', () => {
  it("lists a route's scripts: its lazy chunk and what it imports, not what the entry loads", () => {
    const [route] = routes;
    expect(route!.pattern).toBe('/page');
    expect(route!.files).toContain(fileOf('page.js'));
    expect(route!.files).not.toContain(fileOf('main.js'));
    expect(route!.files).not.toContain(fileOf('other.js'));
    // The module both pages share is a chunk of its own, which the page needs too.
    const part = output.find((o) => o.type === 'chunk' && o.moduleIds.includes(path.join(dir, 'part.js')))!;
    expect(route!.files).toContain(part.fileName);
  });

  it("lists the stylesheets of the route's chunks, not the entry's nor another page's", () => {
    const css = (name: string) =>
      output.find(
        (o) => o.type === 'asset' && o.fileName.endsWith('.css') && String(o.source).includes(name),
      )!.fileName;
    expect(routes[0]!.css).toEqual([css('.page')]);
    expect(routes[0]!.css).not.toContain(css('.shell'));
    expect(routes[0]!.css).not.toContain(css('.other'));
  });
});
