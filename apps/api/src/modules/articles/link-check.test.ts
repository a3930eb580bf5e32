import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LINK_CHECK_INTERVAL_MS } from '@rentals/domain/articles/rules';
import { createLinkChecker, isPublicAddress } from '../../adapters/link-check/link-check';
import { loadConfig } from '../../config';
import { articles } from '../../db/schema/articles';
import { jobs } from '../../db/schema/jobs';
import { createTestApi, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { runDueJobs } from '../jobs/job-runner';
import { ARTICLE_LINK_JOB } from './article-link-check';
import { articleData, CREATE_ARTICLE, fakeLinkChecker } from './test-articles';

/*
 * The link check: on save and then periodically (the job table), a HEAD, a GET when HEAD is
 * refused, with a timeout. The fetch is a fake: no test reaches a real site.
 */

const OK = 'https://www.cmhc-schl.gc.ca/ok';
const GONE = 'https://www.cmhc-schl.gc.ca/gone';
const SLOW = 'https://www.cmhc-schl.gc.ca/slow';
const NO_HEAD = 'https://www.tal.gouv.qc.ca/no-head';
const MOVED = 'https://www.cmhc-schl.gc.ca/gone?moved';
const checker = fakeLinkChecker((url, method) => {
  if (url === OK) return 200;
  if (url === GONE || url === MOVED) return 404;
  if (url === NO_HEAD) return method === 'HEAD' ? 405 : 200;
  if (url === SLOW) return 'hang';
  throw new Error(`unexpected request to ${url}`);
});

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi({ linkChecker: checker });
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const drain = async (now: Date) => {
  while ((await runDueJobs(api.deps, now)) > 0);
};
const add = async (articleUrl: string) =>
  (
    await api.execute<{ createArticle: { id: string } }>(
      CREATE_ARTICLE,
      { d: articleData({ articleUrl }) },
      { token: admin.token },
    )
  ).data!.createArticle.id;
const health = async (id: string) =>
  (
    await api.execute<{ article: { linkHealth: string; linkStatus: number | null; updatedAt: string } }>(
      'query($id: ID!) { article(id: $id) { linkHealth linkStatus updatedAt } }',
      { id },
      { token: admin.token },
    )
  ).data!.article;

it('checks a saved link soon after: 200 fine, 404 broken, no answer broken, HEAD refused then GET', async () => {
  const ids = { ok: await add(OK), gone: await add(GONE), slow: await add(SLOW), noHead: await add(NO_HEAD) };
  expect(await health(ids.ok)).toMatchObject({ linkHealth: 'UNCHECKED', linkStatus: null });
  const updatedBefore = (await health(ids.ok)).updatedAt;
  await drain(new Date(Date.now() + 1000));
  expect(await health(ids.ok)).toMatchObject({ linkHealth: 'OK', linkStatus: 200, updatedAt: updatedBefore });
  expect(await health(ids.gone)).toMatchObject({ linkHealth: 'BROKEN', linkStatus: 404 });
  expect(await health(ids.slow)).toMatchObject({ linkHealth: 'BROKEN', linkStatus: null });
  expect(await health(ids.noHead)).toMatchObject({ linkHealth: 'OK', linkStatus: 200 });
  expect(checker.requests.filter((r) => r.url === NO_HEAD).map((r) => r.method)).toEqual(['HEAD', 'GET']);
  expect(checker.requests.filter((r) => r.url === OK).map((r) => r.method)).toEqual(['HEAD']);
});

it('checks each link again a week later, and a changed address at once', async () => {
  const id = await add(OK);
  const now = new Date(Date.now() + 1000);
  await drain(now);
  const [job] = await api.deps.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, `${ARTICLE_LINK_JOB}:${id}`));
  expect(job).toMatchObject({ doneAt: null });
  expect(job!.runAt.getTime()).toBe(now.getTime() + LINK_CHECK_INTERVAL_MS);

  await api.execute(
    'mutation($id: ID!, $d: ArticleInput!) { updateArticle(id: $id, data: $d) { id } }',
    { id, d: articleData({ articleUrl: MOVED }) },
    { token: admin.token },
  );
  expect(await health(id)).toMatchObject({ linkHealth: 'UNCHECKED' });
  await drain(new Date(Date.now() + 2000));
  expect(await health(id)).toMatchObject({ linkHealth: 'BROKEN', linkStatus: 404 });
  const movedChecks = () => checker.requests.filter((r) => r.url === MOVED).length;
  expect(movedChecks()).toBe(1);

  await drain(new Date(now.getTime() + LINK_CHECK_INTERVAL_MS + 60_000));
  expect(movedChecks()).toBe(2);
  expect(checker.requests.filter((r) => r.url === OK).length).toBeGreaterThan(1);
});

it('stops checking a deleted article', async () => {
  const id = await add(OK);
  await api.execute('mutation($id: ID!) { deleteArticle(id: $id) }', { id }, { token: admin.token });
  const [job] = await api.deps.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, `${ARTICLE_LINK_JOB}:${id}`));
  expect(job?.outcome).toBe('CANCELLED');
  expect(await api.deps.db.select().from(articles).where(eq(articles.id, id))).toEqual([]);
});

it('never reaches a real site from a test, and checks nothing when turned off', async () => {
  const inTest = createLinkChecker(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp' }));
  await expect(inTest.check(OK)).rejects.toThrow(/Unexpected link check/);
  const off = createLinkChecker(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp', LINK_CHECK: 'off' }));
  expect(off.kind).toBe('off');
  expect(await off.check(OK)).toEqual({ status: null });
});

it('never requests a public name that resolves to a private or metadata address', async () => {
  for (const addresses of [
    ['169.254.169.254'],
    ['10.0.0.5'],
    ['127.0.0.1'],
    ['::1'],
    ['203.0.113.7', '192.168.1.2'],
    [],
  ]) {
    const checker = fakeLinkChecker(
      () => 200,
      50,
      async () => addresses,
    );
    expect(await checker.check('https://169.254.169.254.nip.io/latest')).toEqual({ status: null });
    expect(checker.requests).toEqual([]);
  }
  const publicHost = fakeLinkChecker(
    () => 200,
    50,
    async () => ['203.0.113.7', '2001:db8::1'],
  );
  expect(await publicHost.check('https://www.cmhc-schl.gc.ca/')).toEqual({ status: 200 });
  expect(isPublicAddress('8.8.8.8')).toBe(true);
  expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
  expect(isPublicAddress('fd00::1')).toBe(false);
});
