import { citySlug } from '@rentals/domain/knowledge-center/city-slug';
import { eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import { createHttpApp, type HttpApp } from '../../http/app';
import { createTestApi, type TestApi } from '../../test/harness';
import { createListingAs } from '../listings/test-listings';
import { insertBlog, insertLaw } from './content-fixture';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/* The blog and city feeds and the content pages of the sitemap, through the real HTTP server. */

const ORIGIN = 'http://localhost:3000';
let api: TestApi;
let app: HttpApp;
let base: string;
let webDist: string;
const ids: Record<string, string> = {};
let slug: string;

/** The document parsed back as XML: each element's name, its attributes and its text. */
function parseXml(xml: string) {
  const elements: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const open: (typeof elements)[number][] = [];
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => {
    const element = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '' };
    elements.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    if (open.length) open[open.length - 1]!.text += text;
  });
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
  return elements;
}
const texts = (xml: string, name: string) =>
  parseXml(xml)
    .filter((e) => e.name === name)
    .map((e) => e.text);

beforeAll(async () => {
  api = await createTestApi();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Rentals</title>');
  app = createHttpApp(api.deps, { webDist });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const db = api.deps.db;
  ids.escaped = // A control character (pasted from a word processor) is not allowed in XML even escaped.
    (
      await insertBlog(db, {
        title: 'Rent & deposits <2026> "guide"',
        text: 'Body.',
        description: 'A < B & C\u0007',
      })
    ).id;
  ids.french = (await insertBlog(db, { title: 'Le bail expliqué', text: 'Texte.', locale: 'fr' })).id;
  ids.draft = (await insertBlog(db, { title: 'Draft post', text: 'Draft.', published: false })).id;
  await insertLaw(db, { title: 'Deposits', text: 'Deposit rules.', province: 'BC' });
  await insertLaw(db, { title: 'Hidden', text: 'Hidden.', province: 'MB', published: false });

  const admin = await api.factories.user({ userType: 'ADMIN' });
  const listing = await createListingAs(api, admin, { title: 'Loft & terrace <new>' });
  const pending = await createListingAs(api, admin, { title: 'Pending loft' });
  await db.update(listings).set({ isapproved: true }).where(eq(listings.id, listing.id));
  ids.listing = listing.id;
  ids.pending = pending.id;
  const [row] = await db
    .select({ cityId: listings.searchCityId })
    .from(listings)
    .where(eq(listings.id, listing.id));
  const [city] = await db
    .update(cities)
    .set({ accepted: true })
    .where(eq(cities.id, row!.cityId!))
    .returning();
  slug = citySlug(city!.name);
});
afterAll(async () => {
  await app.close();
  await api.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('blog feeds', () => {
  it('serves RSS 2.0 of published posts, escaped, with absolute links', async () => {
    const response = await fetch(`${base}/blogs/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<title>Rent &amp; deposits &lt;2026&gt; &quot;guide&quot;</title>');
    expect(texts(xml, 'title')).toEqual(['Rentals blog', 'Rent & deposits <2026> "guide"']);
    expect(texts(xml, 'description')).toContain('A < B & C');
    const links = texts(xml, 'link');
    expect(links).toEqual([
      `${ORIGIN}/blogs?lang=en`,
      expect.stringMatching(`^${ORIGIN}/blog/${ids.escaped}/`),
    ]);
    expect(xml).not.toContain(ids.draft);
    expect(xml).not.toContain(ids.french);
    expect(parseXml(xml)[0]!.attributes.version).toBe('2.0');
  });

  it('serves Atom in French with ?lang=fr', async () => {
    const response = await fetch(`${base}/blogs/atom.xml?lang=fr`);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const elements = parseXml(await response.text());
    expect(elements[0]).toMatchObject({ name: 'feed', attributes: { 'xml:lang': 'fr' } });
    const entries = elements.filter((e) => e.name === 'id').map((e) => e.text);
    expect(entries).toEqual([
      `${ORIGIN}/blogs/atom.xml?lang=fr`,
      expect.stringMatching(`^${ORIGIN}/blog/${ids.french}/.*\\?lang=fr$`),
    ]);
    expect(elements.find((e) => e.name === 'title' && e.attributes.type === 'text')?.text).toBe(
      'Blogue Rentals',
    );
  });
});

describe('city listing feeds', () => {
  it("lists the city's approved listings only, escaped", async () => {
    const response = await fetch(`${base}/feeds/listings/${slug}.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(texts(xml, 'title').slice(1)).toEqual(['Loft & terrace <new>']);
    expect(texts(xml, 'guid')).toEqual([`${ORIGIN}/listing/${ids.listing}?lang=en`]);
    expect(xml).not.toContain(ids.pending);
  });

  it('answers 404 for a city that does not exist', async () => {
    expect((await fetch(`${base}/feeds/listings/nowhere-at-all.xml`)).status).toBe(404);
  });
});

describe('sitemap content pages', () => {
  it('holds the content pages, the published post and the provinces with laws, not the draft or /feed', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    const locs = texts(xml, 'loc');
    for (const page of ['/knowledge-center', '/blogs', '/rental-laws', '/contact-us', '/terms', '/privacy']) {
      expect(locs).toContain(`${ORIGIN}${page}`);
    }
    expect(locs).not.toContain(`${ORIGIN}/feed`);
    expect(locs.some((loc) => loc.includes(ids.escaped!))).toBe(true);
    expect(locs.some((loc) => loc.includes(ids.draft!))).toBe(false);
    expect(locs).toContain(`${ORIGIN}/rental-laws?province=BC`);
    expect(locs).not.toContain(`${ORIGIN}/rental-laws?province=MB`);
    expect(xml).toContain(`hreflang="fr" href="${ORIGIN}/rental-laws?province=BC&amp;lang=fr"`);
  });
});
