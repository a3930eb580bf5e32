import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { insertHelpArticle } from './help-reading-fixtures';

/*
 * helpCenterAnalytic over fixture events sent through the public mutations at set times, each
 * figure asserted with its number. The range is April 1 to 4, 2026 (Toronto days).
 */

let api: TestApi;
let staff: CreatedUser;
const ids: Record<string, string> = {};

const as = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const view = (id: string, ip: string) =>
  api.execute('mutation($id: ID!) { recordHelpCenterView(id: $id) }', { id }, as(ip));
const read = (id: string, ip: string, s: number) =>
  api.execute(
    'mutation($id: ID!, $s: Int!) { recordHelpCenterReading(id: $id, seconds: $s) }',
    { id, s },
    as(ip),
  );
const answer = (id: string, ip: string, h: boolean) =>
  api.execute(
    'mutation($id: ID!, $h: Boolean!) { answerHelpCenter(id: $id, helpful: $h) }',
    { id, h },
    as(ip),
  );
const search = (query: string, locale: 'en' | 'fr') =>
  api.execute('query($q: String!, $l: Locale!) { searchHelpCenter(query: $q, locale: $l) { total } }', {
    q: query,
    l: locale,
  });
const at = (iso: string) => vi.setSystemTime(new Date(iso));

const ANALYTIC = `query($from: String!, $to: String!) {
  helpCenterAnalytic(from: $from, to: $to) {
    totalCount totalPublished totalSeen totalAvgSeen totalReadingAvg
    totalPerDayPublished { day count }
    viewsPerDay { day count }
    readingAvgPerDay { day count }
    helpfulness { article { id } yes no rate }
    missedSearches { query locale count }
    stale { id }
  }
}`;
const analytic = (from: string, to: string, headers: Record<string, string> = {}) =>
  api.execute<{ helpCenterAnalytic: Record<string, unknown> }>(
    ANALYTIC,
    { from, to },
    { token: staff.token, headers },
  );

beforeAll(async () => {
  api = await createTestApi();
  staff = await api.factories.user({ userType: 'SUB_ADMIN', permissions: DEMO_SUB_ADMIN_PERMISSIONS });
  const db = api.deps.db;
  const add = async (name: string, values: Parameters<typeof insertHelpArticle>[1]) => {
    ids[name] = (await insertHelpArticle(db, values)).id;
  };
  const day = 86_400_000;
  // 03:00 UTC on April 2 is April 1 in Toronto.
  await add('a', { title: 'Saving a search', publishedAt: new Date('2026-04-02T03:00:00Z') });
  await add('b', { title: 'Signer un bail', locale: 'fr', publishedAt: new Date('2026-04-03T15:00:00Z') });
  await add('c', {
    title: 'Verifying your account',
    publishedAt: new Date('2024-01-10T15:00:00Z'),
    updatedAt: new Date('2025-01-01T15:00:00Z'),
  });
  await add('d', { title: 'Deleting your data', updatedAt: new Date(Date.now() - 364 * day) });
  await add('e', {
    title: 'Draft about boosts',
    published: false,
    updatedAt: new Date('2024-02-01T15:00:00Z'),
  });
  // Published on April 1, taken back to a draft since.
  await add('f', { title: 'Old plans', published: false, publishedAt: new Date('2026-04-01T12:00:00Z') });
  await add('g', {
    title: 'Contacting a landlord',
    publishedAt: new Date('2024-06-01T15:00:00Z'),
    updatedAt: new Date('2024-06-01T15:00:00Z'),
  });
  await add('h', { title: 'Booking a viewing', publishedAt: new Date('2025-05-01T15:00:00Z') });

  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-03-31T14:00:00Z');
  await view(ids.a!, '192.0.2.1');
  await answer(ids.c!, '192.0.2.1', false);
  await search('old query', 'en');
  at('2026-04-01T14:00:00Z');
  await view(ids.a!, '192.0.2.1');
  await view(ids.a!, '192.0.2.2');
  // Reading is counted at most up to the time since the view.
  at('2026-04-01T14:05:00Z');
  await read(ids.a!, '192.0.2.1', 60);
  await read(ids.a!, '192.0.2.2', 30);
  await read(ids.a!, '192.0.2.2', 91);
  at('2026-04-02T14:00:00Z');
  await answer(ids.a!, '192.0.2.1', true);
  await answer(ids.a!, '192.0.2.2', false);
  await answer(ids.a!, '192.0.2.3', false);
  await answer(ids.b!, '192.0.2.1', true);
  for (const q of ['pets allowed', 'Pets  allowed', 'PETS ALLOWED', 'parking', 'parking'])
    await search(q, 'en');
  await search('animaux', 'fr');
  at('2026-04-03T14:00:00Z');
  await view(ids.b!, '192.0.2.1');
  at('2026-04-03T14:05:00Z');
  await read(ids.b!, '192.0.2.1', 45);
  await view(ids.a!, '192.0.2.3');
  await view(ids.b!, '192.0.2.5');
  at('2026-04-04T14:00:00Z');
  await view(ids.c!, '192.0.2.4');
  await view(ids.c!, '192.0.2.5');
  await answer(ids.d!, '192.0.2.1', true);
  await answer(ids.d!, '192.0.2.2', false);
  at('2026-04-05T14:00:00Z');
  await view(ids.c!, '192.0.2.6');
  await search('after the range', 'en');
  vi.useRealTimers();
});
afterAll(() => api.close());

describe('helpCenterAnalytic', () => {
  it('computes every figure from the recorded events of the range', async () => {
    const response = await analytic('2026-04-01', '2026-04-04');
    expect(response.errors).toBeUndefined();
    const days = (...counts: number[]) => counts.map((count, i) => ({ day: `2026-04-0${i + 1}`, count }));
    expect(response.data!.helpCenterAnalytic).toEqual({
      // a to h; published now: a, b, c, d, g, h.
      totalCount: 8,
      totalPublished: 6,
      // a and f on April 1 (Toronto), b on April 3.
      totalPerDayPublished: days(2, 0, 1, 0),
      // Views of March 31 and April 5 are outside the range.
      totalSeen: 7,
      totalAvgSeen: 1.17,
      // (60 + 91 + 45) s over the 3 views that reported reading.
      totalReadingAvg: 65.3,
      viewsPerDay: days(2, 0, 3, 2),
      // April 1: (60 + 91) / 2 = 75.5.
      readingAvgPerDay: days(76, 0, 45, 0),
      // c's answer of March 31 is outside the range.
      helpfulness: [
        { article: { id: ids.a }, yes: 1, no: 2, rate: 1 / 3 },
        { article: { id: ids.d }, yes: 1, no: 1, rate: 0.5 },
        { article: { id: ids.b }, yes: 1, no: 0, rate: 1 },
      ],
      missedSearches: [
        { query: 'pets allowed', locale: 'en', count: 3 },
        { query: 'parking', locale: 'en', count: 2 },
        { query: 'animaux', locale: 'fr', count: 1 },
      ],
      // Published and unchanged for a year, oldest first: not the draft e, not d (364 days).
      stale: [{ id: ids.g }, { id: ids.c }],
    });
  });

  it('answers zeros for a range without events, every day present', async () => {
    const response = await analytic('2026-02-27', '2026-03-01');
    expect(response.data!.helpCenterAnalytic).toMatchObject({
      totalCount: 8,
      totalPublished: 6,
      totalSeen: 0,
      totalAvgSeen: 0,
      totalReadingAvg: 0,
      viewsPerDay: ['2026-02-27', '2026-02-28', '2026-03-01'].map((day) => ({ day, count: 0 })),
      helpfulness: [],
      missedSearches: [],
    });
  });

  it('refuses a reversed or too long range in English and French, and a day that does not exist', async () => {
    const reversed = await analytic('2026-04-04', '2026-04-01');
    expect(errorCodes(reversed)).toEqual(['HELP_ANALYTICS_RANGE_INVALID']);
    expect(reversed.errors![0]!.message).toBe(
      'Choose a start date before the end date, at most 366 days apart.',
    );
    const long = await analytic('2025-01-01', '2026-01-02', { 'x-locale': 'fr' });
    expect(errorCodes(long)).toEqual(['HELP_ANALYTICS_RANGE_INVALID']);
    expect(long.errors![0]!.message).toContain('au plus 366 jours');
    expect((await analytic('2025-01-01', '2026-01-01')).errors).toBeUndefined();
    expect(errorCodes(await analytic('2026-02-30', '2026-03-01'))).toEqual(['VALIDATION_FAILED']);
  });
});
