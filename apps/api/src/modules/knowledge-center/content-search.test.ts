import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { insertArticle, insertBlog, insertLaw } from './content-fixture';

/* searchContent over published blog posts, curated articles and rental laws, in English and French. */

let api: TestApi;
const ids: Record<string, string> = {};

const SEARCH = `query($query: String!, $locale: Locale, $kinds: [ContentKind!], $skip: Int, $take: Int) {
  searchContent(query: $query, locale: $locale, kinds: $kinds, skip: $skip, take: $take) {
    kind id title excerpt highlights { start length } url date
  }
  searchContentCount(query: $query, locale: $locale, kinds: $kinds)
}`;

interface Hit {
  kind: string;
  id: string;
  title: string;
  excerpt: string;
  highlights: { start: number; length: number }[];
  url: string;
  date: string | null;
}

async function search(
  query: string,
  variables: Record<string, unknown> = {},
  headers?: Record<string, string>,
) {
  const response = await api.execute<{ searchContent: Hit[]; searchContentCount: number }>(
    SEARCH,
    { query, ...variables },
    { headers },
  );
  return response;
}
async function found(query: string, variables: Record<string, unknown> = {}) {
  const response = await search(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.searchContent;
}

beforeAll(async () => {
  api = await createTestApi();
  const db = api.deps.db;
  ids.enPost = (
    await insertBlog(db, {
      title: 'How rent increases work in Ontario',
      text: 'Your landlord may raise the rent once a year, with 90 days of written notice. The unit numero must be on the notice.',
    })
  ).id;
  ids.frPost = (
    await insertBlog(db, {
      title: 'Le numéro de la régie du logement',
      text: 'Appelez le Tribunal administratif du logement au numéro indiqué sur le bail.',
      locale: 'fr',
    })
  ).id;
  ids.draft = (
    await insertBlog(db, { title: 'Secret draft about deposits', text: 'Deposits draft.', published: false })
  ).id;
  ids.scheduled = (
    await insertBlog(db, {
      title: 'Scheduled deposits guide',
      text: 'Deposits later.',
      published: false,
      publishAt: new Date(Date.now() + 86_400_000),
    })
  ).id;
  ids.article = (
    await insertArticle(db, {
      title: 'Security deposits across Canada',
      description: 'What a deposit may cover.',
    })
  ).id;
  ids.archived = (await insertArticle(db, { title: 'Old deposits story', status: 'ARCHIVED' })).id;
  ids.law = (
    await insertLaw(db, {
      title: 'Dépôt de garantie',
      text: 'Au Québec, le locateur ne peut exiger aucun dépôt de garantie, sauf le premier mois de loyer.',
      province: 'QC',
      locale: 'fr',
    })
  ).id;
  ids.hiddenLaw = (
    await insertLaw(db, { title: 'Unpublished deposits law', text: 'Deposit rules.', published: false })
  ).id;
});
afterAll(() => api.close());

describe('searchContent', () => {
  it("finds 'numero' with 'numéro' and the reverse, in both languages", async () => {
    for (const query of ['numéro', 'numero', 'NUMÉRO']) {
      const hits = await found(query);
      expect({ query, ids: hits.map((h) => h.id).sort() }).toEqual({
        query,
        ids: [ids.enPost, ids.frPost].sort(),
      });
    }
    const french = await found('numero', { locale: 'fr' });
    expect(french.map((h) => h.id)).toEqual([ids.frPost]);
    const english = await found('numéro', { locale: 'en' });
    expect(english.map((h) => h.id)).toEqual([ids.enPost]);
  });

  it('stems each language in its own way and ranks the title first', async () => {
    const hits = await found('rents increased');
    expect(hits[0]?.id).toBe(ids.enPost);
    const depot = await found('depots', { locale: 'fr' });
    expect(depot.map((h) => h.id)).toEqual([ids.law]);
  });

  it('answers the kind, the URL, a date and an excerpt with the match marked', async () => {
    const [post] = await found('notice', { kinds: ['BLOG'] });
    expect(post).toMatchObject({
      kind: 'BLOG',
      id: ids.enPost,
      url: expect.stringMatching(`^/blog/${ids.enPost}/post-`),
    });
    expect(post!.date).not.toBeNull();
    const marked = post!.highlights.map((h) => post!.excerpt.slice(h.start, h.start + h.length));
    expect(marked).toEqual(['notice', 'notice']);
    const [law] = await found('garantie');
    expect(law).toMatchObject({ kind: 'RENTAL_LAW', url: `/rental-laws?province=QC#law-${ids.law}` });
    const [article] = await found('security', { kinds: ['ARTICLE'] });
    expect(article).toMatchObject({ kind: 'ARTICLE', url: 'https://news.example.com/story' });
  });

  it('never finds drafts, scheduled posts, archived articles or unpublished laws', async () => {
    const hits = await found('deposits', { take: 50 });
    const hidden = [ids.draft, ids.scheduled, ids.archived, ids.hiddenLaw];
    expect(hits.map((h) => h.id)).toContain(ids.article);
    expect(hits.filter((h) => hidden.includes(h.id))).toEqual([]);
    expect(await found('secret draft')).toEqual([]);
  });

  it('still finds a title through a typo, after the full-text matches', async () => {
    const hits = await found('depozits');
    expect(hits.map((h) => h.id)).toContain(ids.article);
    const mixed = await found('Ontario rent');
    expect(mixed[0]?.id).toBe(ids.enPost);
  });

  it('filters by kind, pages and counts', async () => {
    const all = await search('deposit');
    expect(all.data!.searchContentCount).toBe(all.data!.searchContent.length);
    const onlyLaws = await found('deposit', { kinds: ['RENTAL_LAW'] });
    expect(onlyLaws.every((h) => h.kind === 'RENTAL_LAW')).toBe(true);
    expect(await found('deposit', { kinds: ['HELP_CENTER'] })).toEqual([]);
    const first = await found('numero', { take: 1 });
    const second = await found('numero', { take: 1, skip: 1 });
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]!.id).not.toBe(second[0]!.id);
  });

  it('refuses an empty or over-long query and bad paging with coded messages in English and French', async () => {
    const empty = await search('   ');
    expect(errorCodes(empty)).toEqual(['CONTENT_SEARCH_EMPTY']);
    const long = await search('a'.repeat(201), {}, { 'accept-language': 'fr-CA' });
    expect(errorCodes(long)).toContain('CONTENT_SEARCH_TOO_LONG');
    expect(long.errors![0]!.message).toBe('Gardez votre recherche sous 200 caractères.');
    const english = await search('', {}, { 'accept-language': 'en' });
    expect(english.errors![0]!.message).toBe('Type a word or two to search for.');
    expect(errorCodes(await search('rent', { take: 51 }))).toContain('CONTENT_SEARCH_PAGING_INVALID');
    expect(errorCodes(await search('rent', { skip: -1 }))).toContain('CONTENT_SEARCH_PAGING_INVALID');
  });
});
