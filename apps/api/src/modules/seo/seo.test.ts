import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isCrawlDisallowed } from '@rentals/domain/crawl-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { createHttpApp, type HttpApp } from '../../http/app';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { createListingAs } from '../listings/test-listings';
import { createSeoRoutes } from './seo-routes';

/* robots.txt and the sitemaps, through the real HTTP server: public listings only, paged when many. */

const ORIGIN = 'http://localhost:3000'; // the harness's PUBLIC_URL
const PUBLIC = 5;

let api: TestApi;
let app: HttpApp;
let base: string;
let paged: http.Server;
let pagedBase: string;
let webDist: string;
let admin: CreatedUser;
let publicRows: { id: string; updatedAt: Date }[];
const notPublic: Record<string, string> = {};

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  api = await createTestApi();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Rentals</title>');
  app = createHttpApp(api.deps, { webDist });
  base = await listen(app.server);
  // The same files with three listings a file, read two at a time: five public listings make an
  // index of two files, and each file takes more than one statement.
  const seo = createSeoRoutes(api.deps, { sitemapPaging: { perFile: 3, batch: 2 } });
  paged = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (seo.handles(pathname)) void seo.serve(req, res, pathname);
    else res.writeHead(404).end();
  });
  pagedBase = await listen(paged);

  admin = await api.factories.user({ userType: 'ADMIN' });
  const owner = await api.factories.user({ userType: 'LANDLORD' });
  const start = Date.parse('2026-02-01T10:00:00Z');
  publicRows = await api.deps.db
    .insert(listings)
    .values(
      Array.from({ length: PUBLIC }, (_, i) => ({
        ownerId: owner.user.id,
        title: `Public ${i}`,
        isapproved: true,
        updatedAt: new Date(start + i * 3_600_000),
      })),
    )
    .returning({ id: listings.id, updatedAt: listings.updatedAt });
  const others = await api.deps.db
    .insert(listings)
    .values([
      { ownerId: owner.user.id, title: 'Hidden', isapproved: true, isHidden: true },
      { ownerId: owner.user.id, title: 'Pending', isapproved: false },
      { ownerId: owner.user.id, title: 'Deactivated', isapproved: true, activate: false },
    ])
    .returning({ id: listings.id, title: listings.title });
  for (const row of others) notPublic[row.title] = row.id;
  // Published by staff, then deleted through the API.
  const deleted = await createListingAs(api, admin, { title: 'Deleted' }, 1);
  const removal = await api.execute(
    'mutation($id: ID!) { deleteBuilding(id: $id) }',
    { id: deleted.id },
    { token: admin.token },
  );
  expect(removal.errors).toBeUndefined();
  notPublic.Deleted = deleted.id;
});
afterAll(async () => {
  await new Promise<void>((resolve) => paged.close(() => resolve()));
  await app.close();
  await api.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/**
 * Fails unless `xml` is one well-formed XML document: the declaration, then elements that nest
 * and close in order, attributes quoted, and no `<` or bare `&` in text.
 */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  for (const match of body.matchAll(tag)) {
    const text = body.slice(at, match.index);
    expect(text).not.toMatch(/<|&(?!(amp|lt|gt|quot|apos);)/);
    if (open.length === 0) expect(text.trim()).toBe('');
    const [, closing, name, , selfClosing] = match;
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name!);
    }
    at = match.index + match[0].length;
  }
  expect(body.slice(at).trim()).toBe('');
  expect(open).toEqual([]);
  expect(roots).toBe(1);
}

/** The <loc> of each entry, and the listing ids among them. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const listingIds = (xml: string) =>
  locs(xml)
    .map((loc) => /\/listing\/([0-9a-f-]+)$/.exec(loc)?.[1])
    .filter((id): id is string => !!id);

describe('sitemap.xml', () => {
  it('lists the home page, the search and every public listing, with its last change and its languages', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    expectWellFormed(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(locs(xml).slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/search`]);
    expect(listingIds(xml).sort()).toEqual(publicRows.map((r) => r.id).sort());
    const [first] = publicRows;
    const entry = new RegExp(`<url><loc>${ORIGIN}/listing/${first!.id}</loc>(.*?)</url>`).exec(xml)?.[1];
    expect(entry).toBe(
      `<lastmod>${first!.updatedAt.toISOString()}</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/listing/${first!.id}?lang=en"/>` +
        `<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}/listing/${first!.id}?lang=fr"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/listing/${first!.id}"/>`,
    );
  });

  it('leaves out hidden, pending, deactivated and deleted listings', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    for (const [title, id] of Object.entries(notPublic)) {
      expect({ title, listed: xml.includes(id) }).toEqual({ title, listed: false });
    }
  });

  it('is sent compressed to a client that accepts gzip', async () => {
    const response = await fetch(`${base}/sitemap.xml`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expectWellFormed(await response.text());
  });

  it('becomes an index of files of N listings each when there are more than N', async () => {
    const index = await (await fetch(`${pagedBase}/sitemap.xml`)).text();
    expectWellFormed(index);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index);
    expect(files).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-listings-1.xml`,
      `${ORIGIN}/sitemap-listings-2.xml`,
    ]);
    const pages = await (await fetch(`${pagedBase}/sitemap-pages.xml`)).text();
    expectWellFormed(pages);
    // The fixed pages, then those other modules register (sitemap-sources.ts), and no listing.
    expect(locs(pages).slice(0, 3)).toEqual([`${ORIGIN}/`, `${ORIGIN}/search`, `${ORIGIN}/knowledge-center`]);
    expect(listingIds(pages)).toEqual([]);
    const seen: string[] = [];
    const perFile: number[] = [];
    for (const file of files.slice(1)) {
      const response = await fetch(`${pagedBase}${new URL(file).pathname}`);
      expect(response.status).toBe(200);
      const xml = await response.text();
      expectWellFormed(xml);
      seen.push(...listingIds(xml));
      perFile.push(listingIds(xml).length);
    }
    // Every public listing once, in id order, three a file.
    expect(perFile).toEqual([3, 2]);
    expect(seen).toEqual(publicRows.map((r) => r.id).sort());
    expect((await fetch(`${pagedBase}/sitemap-listings-3.xml`)).status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the back office and the accounts, not the public pages', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);
    const blocks = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
    for (const path of [
      '/admins',
      '/dashboards',
      '/listings',
      '/users/listing/1',
      '/building',
      '/profile',
      '/graphql',
    ]) {
      expect({ path, blocked: blocks(path) }).toEqual({ path, blocked: true });
    }
    for (const path of [
      '/',
      '/search',
      `/listing/${publicRows[0]!.id}`,
      '/unit/1',
      '/tenant/1',
      '/sitemap.xml',
    ]) {
      expect({ path, blocked: blocks(path) }).toEqual({ path, blocked: false });
    }
    // The same rule the web's route table is checked against.
    expect(disallowed.every((prefix) => isCrawlDisallowed(prefix))).toBe(true);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${base}/robots.txt`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${base}/sitemap.xml`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
