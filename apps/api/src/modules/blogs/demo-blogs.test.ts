import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_POSTS, seedDemoBlogs } from '../../db/seed/demo-blogs';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await seedDemoBlogs(api.deps.db);
});
afterAll(() => api.close());

it('seeds published posts in both languages with their authors and counted tags', async () => {
  const read = await api.execute<{
    en: {
      title: string;
      author: { name: string };
      tags: { name: string; mostUsed: number }[];
      avgReadingTime: number;
    }[];
    fr: { title: string }[];
  }>(
    '{ en: publicBlogs(locale: en) { title avgReadingTime author { name } tags { name mostUsed } } fr: publicBlogs(locale: fr) { title } }',
  );
  expect(read.data!.en).toHaveLength(DEMO_POSTS.filter((p) => p.locale === 'en').length);
  expect(read.data!.fr).toHaveLength(DEMO_POSTS.filter((p) => p.locale === 'fr').length);
  // Newest first.
  expect(read.data!.en[0]!.title).toBe('How to spot a rental scam before you pay anything');
  expect(read.data!.en[0]!.author.name).toBe('Daniel Okafor');
  expect(read.data!.en[0]!.tags.find((t) => t.name === 'Renting tips')!.mostUsed).toBe(2);
  expect(read.data!.en.every((p) => p.avgReadingTime >= 1)).toBe(true);
});

it('offers as filters the tags of the published posts in one language', async () => {
  const read = await api.execute<{ tags: { name: string }[] }>(
    '{ tags(usedOnly: true, locale: fr) { name } }',
  );
  const frenchTags = [...new Set(DEMO_POSTS.filter((p) => p.locale === 'fr').flatMap((p) => p.tags))];
  expect(read.data!.tags.map((t) => t.name).sort()).toEqual(frenchTags.sort());
});
