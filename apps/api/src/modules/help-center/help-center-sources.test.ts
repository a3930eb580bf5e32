import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from '../../http/app';
import { createTestApi, type TestApi } from '../../test/harness';
import { doc, freshArticle, freshCollection } from './test-help-center';

/* The help center in the knowledge center's search and in the sitemap: published articles only. */

const ORIGIN = 'http://localhost:3000';
let api: TestApi;
let app: HttpApp;
let base: string;
let webDist: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Rentals</title>');
  app = createHttpApp(api.deps, { webDist });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const published = await freshCollection(api);
  ids.collection = published.id;
  ids.article = (
    await freshArticle(api, {
      collectionId: published.id,
      title: 'Spotting a rental scam',
      body: doc('Never wire a deposit before you visit the home and sign a lease.'),
    })
  ).id;
  ids.french = (
    await freshArticle(api, {
      collectionId: published.id,
      title: 'Repérer une arnaque',
      body: doc('Ne virez jamais de dépôt avant la visite.'),
      locale: 'fr',
    })
  ).id;
  const drafts = await freshCollection(api);
  ids.drafts = drafts.id;
  ids.draft = (
    await freshArticle(api, {
      collectionId: drafts.id,
      title: 'Wire deposit draft',
      body: doc('A deposit draft nobody should find.'),
      isPublished: false,
    })
  ).id;
});
afterAll(async () => {
  await app.close();
  await api.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('knowledge center search', () => {
  it('finds published help articles by their text, in their language, with their page address', async () => {
    const r = await api.execute<{ searchContent: { kind: string; id: string; url: string }[] }>(
      'query($q: String!, $l: Locale) { searchContent(query: $q, locale: $l, kinds: [HELP_CENTER]) { kind id url } }',
      { q: 'deposit', l: 'en' },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.searchContent).toEqual([
      { kind: 'HELP_CENTER', id: ids.article, url: `/help-center/collection/article/${ids.article}` },
    ]);
    const fr = await api.execute<{ searchContent: { id: string }[] }>(
      '{ searchContent(query: "depot", locale: fr, kinds: [HELP_CENTER]) { id } }',
    );
    expect(fr.data!.searchContent.map((h) => h.id)).toEqual([ids.french]);
  });
});

describe('sitemap', () => {
  it('lists the help center, collections with a published article and published articles, no draft', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/help-center`,
        `${ORIGIN}/help-center/collection/${ids.collection}`,
        `${ORIGIN}/help-center/collection/article/${ids.article}`,
        `${ORIGIN}/help-center/collection/article/${ids.french}`,
      ]),
    );
    expect(locs.filter((loc) => loc!.includes(ids.draft!) || loc!.includes(ids.drafts!))).toEqual([]);
  });
});
