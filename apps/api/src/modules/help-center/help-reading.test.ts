import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { helpArticleDays, helpArticleViews } from '../../db/schema/help-center';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { insertHelpArticle, readHelpArticle } from './help-reading-fixtures';

/* recordHelpCenterView and recordHelpCenterReading: one view per visitor per 30 minutes, reading time by increase. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
});

const VIEW = 'mutation($id: ID!) { recordHelpCenterView(id: $id) }';
const READ = 'mutation($id: ID!, $s: Int!) { recordHelpCenterReading(id: $id, seconds: $s) }';
const as = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const view = async (id: string, ip: string) =>
  (await api.execute<{ recordHelpCenterView: boolean }>(VIEW, { id }, as(ip))).data?.recordHelpCenterView;
const read = async (id: string, ip: string, s: number) =>
  (await api.execute<{ recordHelpCenterReading: boolean }>(READ, { id, s }, as(ip))).data
    ?.recordHelpCenterReading;
const at = (iso: string) => vi.setSystemTime(new Date(iso));
const daysOf = async (articleId: string) =>
  (await api.deps.db.select().from(helpArticleDays).where(eq(helpArticleDays.articleId, articleId)))
    .map((d) => [d.day, d.views, d.reads, d.readSeconds])
    .sort();

describe('views', () => {
  it('counts a visitor once per article per 30 minutes, by Toronto day, without storing the address', async () => {
    const updatedAt = new Date('2026-01-05T12:00:00Z');
    const article = await insertHelpArticle(api.deps.db, { title: 'Booking a viewing', updatedAt });
    // 03:50 UTC on April 2 is still April 1 in Toronto.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-02T03:50:00Z') });
    expect(await view(article.id, '203.0.113.7')).toBe(true);
    at('2026-04-02T04:19:00Z');
    expect(await view(article.id, '203.0.113.7')).toBe(false);
    expect(await view(article.id, '198.51.100.4')).toBe(true);
    at('2026-04-02T04:20:00Z');
    expect(await view(article.id, '203.0.113.7')).toBe(true);

    const stored = await readHelpArticle(api.deps.db, article.id);
    expect(stored.seen).toBe(3);
    expect(stored.updatedAt).toEqual(updatedAt);
    expect(await daysOf(article.id)).toEqual([
      ['2026-04-01', 1, 0, 0],
      ['2026-04-02', 2, 0, 0],
    ]);
    const keys = await api.deps.db
      .select()
      .from(helpArticleViews)
      .where(eq(helpArticleViews.articleId, article.id));
    expect(keys).toHaveLength(2);
    expect(JSON.stringify(keys)).not.toMatch(/203\.0\.113|198\.51\.100/);
  });

  it('counts two tabs opening the article at once as one view', async () => {
    const article = await insertHelpArticle(api.deps.db, { title: 'Two tabs' });
    const answers = await Promise.all([view(article.id, '203.0.113.9'), view(article.id, '203.0.113.9')]);
    expect(answers.sort()).toEqual([false, true]);
    expect((await readHelpArticle(api.deps.db, article.id)).seen).toBe(1);
  });

  it('answers HELP_ARTICLE_NOT_FOUND for a draft, an unknown or a malformed id', async () => {
    const draft = await insertHelpArticle(api.deps.db, { title: 'Draft', published: false });
    for (const id of [draft.id, '6b1b7f8e-2d7a-4a8f-9e44-0e9f1d2c3b4a', 'nope']) {
      expect(errorCodes(await api.execute(VIEW, { id }))).toEqual(['HELP_ARTICLE_NOT_FOUND']);
    }
    expect((await readHelpArticle(api.deps.db, draft.id)).seen).toBe(0);
  });
});

describe('reading time', () => {
  it('keeps the longest report of a view and adds only the increase, one read per view', async () => {
    const article = await insertHelpArticle(api.deps.db, { title: 'Signing a lease' });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-02T03:50:00Z') });
    expect(await view(article.id, '203.0.113.7')).toBe(true);
    // The page is hidden after 40 s, shown again, hidden at 65 s; a late report of 30 s adds nothing.
    at('2026-04-02T03:50:40Z');
    expect(await read(article.id, '203.0.113.7', 40)).toBe(true);
    at('2026-04-02T04:10:00Z');
    expect(await read(article.id, '203.0.113.7', 65)).toBe(true);
    expect(await read(article.id, '203.0.113.7', 30)).toBe(true);
    // Another visitor claims a whole night 25 minutes after their view: counted as those 25 minutes.
    expect(await view(article.id, '198.51.100.4')).toBe(true);
    at('2026-04-02T04:35:00Z');
    expect(await read(article.id, '198.51.100.4', 86_400)).toBe(true);
    // A report before the view day's midnight goes to the view's day.
    expect(await daysOf(article.id)).toEqual([
      ['2026-04-01', 1, 1, 65],
      ['2026-04-02', 1, 1, 1500],
    ]);
  });

  it('never counts more reading than the time since the view', async () => {
    const article = await insertHelpArticle(api.deps.db, { title: 'Paying the deposit' });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-10T15:00:00Z') });
    expect(await view(article.id, '203.0.113.7')).toBe(true);
    at('2026-06-10T15:00:01.200Z');
    expect(await read(article.id, '203.0.113.7', 1800)).toBe(true);
    expect(await daysOf(article.id)).toEqual([['2026-06-10', 1, 1, 2]]);
    at('2026-06-10T15:01:40Z');
    expect(await read(article.id, '203.0.113.7', 1800)).toBe(true);
    expect(await daysOf(article.id)).toEqual([['2026-06-10', 1, 1, 100]]);
  });

  it('answers false and stores nothing without a counted view in the last 30 minutes', async () => {
    const article = await insertHelpArticle(api.deps.db, { title: 'Boosting a listing' });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T15:00:00Z') });
    expect(await read(article.id, '203.0.113.7', 20)).toBe(false);
    expect(await view(article.id, '203.0.113.7')).toBe(true);
    expect(await read(article.id, '198.51.100.4', 20)).toBe(false);
    at('2026-05-01T15:30:00Z');
    expect(await read(article.id, '203.0.113.7', 20)).toBe(false);
    expect(await daysOf(article.id)).toEqual([['2026-05-01', 1, 0, 0]]);
    // A new view starts its reading time afresh.
    expect(await view(article.id, '203.0.113.7')).toBe(true);
    at('2026-05-01T15:30:20Z');
    expect(await read(article.id, '203.0.113.7', 20)).toBe(true);
    expect(await daysOf(article.id)).toEqual([['2026-05-01', 2, 1, 20]]);
    expect(errorCodes(await api.execute(READ, { id: 'nope', s: 3 }))).toEqual(['HELP_ARTICLE_NOT_FOUND']);
  });
});
