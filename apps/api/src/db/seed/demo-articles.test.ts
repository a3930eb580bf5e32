import { DEMO_ARTICLES, seedDemoArticles } from './demo-articles';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { articleUrlProblem } from '@rentals/domain/articles/rules';
import { articles } from '../schema/articles';
import { jobs } from '../schema/jobs';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('seeds valid articles in both sections and languages once, each with its link check planned', async () => {
  expect(DEMO_ARTICLES.map((a) => articleUrlProblem(a.articleUrl))).toEqual(DEMO_ARTICLES.map(() => null));
  await seedDemoArticles(api.deps.db);
  await seedDemoArticles(api.deps.db);
  const rows = await api.deps.db.select().from(articles);
  expect(rows).toHaveLength(DEMO_ARTICLES.length);
  expect(new Set(rows.map((r) => `${r.articleType}/${r.locale}`))).toEqual(
    new Set(['TRENDING/en', 'ESTATE_SCOOP/en', 'TRENDING/fr', 'ESTATE_SCOOP/fr']),
  );
  const planned = (await api.deps.db.select().from(jobs)).filter((j) => j.kind === 'article-link-check');
  expect(planned).toHaveLength(DEMO_ARTICLES.length);
});
