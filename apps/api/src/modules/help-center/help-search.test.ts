import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { helpSearchMisses } from '../../db/schema/help-center';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { insertHelpArticle } from './help-reading-fixtures';

/* searchHelpCenter: published articles of one language, typos, accents, narrowing, missed searches. */

let api: TestApi;
const ids: Record<string, string> = {};

const SEARCH = `query($query: String!, $locale: Locale!, $province: String, $usertype: HelpAudience, $skip: Int, $take: Int) {
  searchHelpCenter(query: $query, locale: $locale, province: $province, usertype: $usertype, skip: $skip, take: $take) {
    total
    hits { article { id title } excerpt highlights { start length } }
  }
}`;

interface Result {
  total: number;
  hits: {
    article: { id: string; title: string };
    excerpt: string;
    highlights: { start: number; length: number }[];
  }[];
}

const search = (query: string, variables: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  api.execute<{ searchHelpCenter: Result }>(SEARCH, { query, locale: 'en', ...variables }, { headers });

async function found(query: string, variables: Record<string, unknown> = {}): Promise<string[]> {
  const response = await search(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.searchHelpCenter.hits.map((hit) => hit.article.id);
}

beforeAll(async () => {
  api = await createTestApi();
  const db = api.deps.db;
  const add = async (name: string, values: Parameters<typeof insertHelpArticle>[1]) => {
    ids[name] = (await insertHelpArticle(db, values)).id;
  };
  await add('deposit', {
    title: 'Paying your security deposit',
    text: 'A landlord may ask for a deposit before the lease starts. Keep the receipt of every payment.',
  });
  await add('apartment', {
    title: 'Listing an apartment',
    text: 'Add photos of the unit and send the listing for approval.',
    userType: 'LANDLORD',
  });
  await add('quebec', {
    title: 'Renting in Québec',
    text: 'In Québec a landlord cannot ask for a dépôt. Your lease numero is on its first page.',
    province: 'QC',
    userType: 'RENTER',
  });
  await add('ontario', {
    title: 'Last month’s rent in Ontario',
    text: 'In Ontario the only deposit a landlord may take is the last month’s rent.',
    province: 'ON',
    userType: 'LANDLORD',
  });
  await add('depot', {
    title: 'Le dépôt de garantie',
    text: 'Le locateur ne peut pas exiger de dépôt, sauf le premier mois de loyer.',
    locale: 'fr',
  });
  await add('numero', {
    title: 'Trouver le numero de votre demande',
    text: 'Le numero figure sur le courriel de confirmation.',
    locale: 'fr',
  });
  await add('draft', { title: 'Deposit secrets', text: 'A deposit draft.', published: false });
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('searchHelpCenter', () => {
  it('still finds an article through a typo in its title', async () => {
    expect(await found('deposti')).toContain(ids.deposit);
    expect(await found('apartmnt')).toEqual([ids.apartment]);
    expect(await found('garanti depo', { locale: 'fr' })).toContain(ids.depot);
  });

  it('reads accents both ways, in English and in French', async () => {
    // 'depot' is also close to the title 'deposit': found after the text match.
    expect((await found('depot'))[0]).toBe(ids.quebec);
    expect(await found('numéro')).toEqual([ids.quebec]);
    expect(await found('Quebec')).toEqual([ids.quebec]);
    expect(await found('depot', { locale: 'fr' })).toEqual([ids.depot]);
    expect(await found('DÉPÔTS', { locale: 'fr' })).toEqual([ids.depot]);
    expect(await found('numéro', { locale: 'fr' })).toEqual([ids.numero]);
  });

  it('finds published articles of the language asked only, the title match first', async () => {
    const hits = await found('deposit');
    expect(hits[0]).toBe(ids.deposit);
    expect([...hits].sort()).toEqual([ids.deposit, ids.ontario].sort());
    expect(await found('secrets')).toEqual([]);
    expect(await found('receipt', { locale: 'fr' })).toEqual([]);
  });

  it('narrows to a province and its all-province articles, and to an audience and EVERYONE', async () => {
    expect((await found('landlord', { province: 'QC' })).sort()).toEqual([ids.deposit, ids.quebec].sort());
    expect((await found('landlord', { province: 'ON' })).sort()).toEqual([ids.deposit, ids.ontario].sort());
    expect((await found('landlord', { usertype: 'RENTER' })).sort()).toEqual(
      [ids.deposit, ids.quebec].sort(),
    );
    expect((await found('landlord', { usertype: 'LANDLORD' })).sort()).toEqual(
      [ids.deposit, ids.ontario].sort(),
    );
    expect(await found('landlord', { usertype: 'LANDLORD', province: 'QC' })).toEqual([ids.deposit]);
    expect(await found('landlord', { usertype: 'EVERYONE' })).toHaveLength(3);
  });

  it('answers an excerpt with the matching words marked, the total and pages', async () => {
    const response = await search('receipt');
    const [hit] = response.data!.searchHelpCenter.hits;
    expect(hit!.excerpt).toContain('Keep the receipt of every payment.');
    expect(hit!.highlights.map((h) => hit!.excerpt.slice(h.start, h.start + h.length))).toEqual(['receipt']);
    const first = (await search('landlord', { take: 2 })).data!.searchHelpCenter;
    const second = (await search('landlord', { take: 2, skip: 2 })).data!.searchHelpCenter;
    expect([first.total, first.hits.length, second.total, second.hits.length]).toEqual([3, 2, 3, 1]);
    expect(first.hits.map((h) => h.article.id)).not.toContain(second.hits[0]!.article.id);
  });

  it('records a search that finds nothing once per search, folded, in its Toronto day', async () => {
    // 03:50 UTC on April 2 is still April 1 in Toronto.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-02T03:50:00Z') });
    expect((await search('Xylophone  lessons')).data!.searchHelpCenter).toEqual({ total: 0, hits: [] });
    // Paging a result that found nothing does not count it again.
    await search('xylophone lessons', { skip: 10 });
    await search('XYLOPHONE LESSONS', { locale: 'fr' });
    await search('deposit');
    const misses = await api.deps.db
      .select()
      .from(helpSearchMisses)
      .where(eq(helpSearchMisses.query, 'xylophone lessons'));
    expect(misses.map((m) => [m.locale, m.day, m.misses]).sort()).toEqual([
      ['en', '2026-04-01', 1],
      ['fr', '2026-04-01', 1],
    ]);
    await search('xylophone lessons');
    const again = await api.deps.db
      .select()
      .from(helpSearchMisses)
      .where(eq(helpSearchMisses.query, 'xylophone lessons'));
    expect(again.find((m) => m.locale === 'en')?.misses).toBe(2);
  });

  it('lets the knowledge center find published help articles, linking to their page', async () => {
    const response = await api.execute<{ searchContent: { id: string; url: string }[] }>(
      '{ searchContent(query: "deposit", kinds: [HELP_CENTER], locale: en) { id url } }',
    );
    const hits = response.data!.searchContent;
    expect(hits.map((h) => h.id).sort()).toEqual([ids.deposit, ids.ontario].sort());
    expect(hits.find((h) => h.id === ids.deposit)?.url).toBe(
      `/help-center/collection/article/${ids.deposit}`,
    );
  });

  it('refuses an empty or over-long query and bad paging with coded messages', async () => {
    expect(errorCodes(await search('  '))).toEqual(['CONTENT_SEARCH_EMPTY']);
    const long = await search('a'.repeat(201), {}, { 'accept-language': 'fr-CA' });
    expect(errorCodes(long)).toEqual(['CONTENT_SEARCH_TOO_LONG']);
    expect(long.errors![0]!.message).toBe('Gardez votre recherche sous 200 caractères.');
    expect(errorCodes(await search('rent', { take: 51 }))).toEqual(['CONTENT_SEARCH_PAGING_INVALID']);
    expect(await api.deps.db.select().from(helpSearchMisses).where(eq(helpSearchMisses.query, '  '))).toEqual(
      [],
    );
  });
});
