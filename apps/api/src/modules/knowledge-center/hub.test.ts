import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { insertArticle, insertBlog, insertLaw } from './content-fixture';

/* knowledgeCenter: the hub's sections, published rows of one language and province only. */

let api: TestApi;
const HUB = `query($locale: Locale, $province: String) {
  knowledgeCenter(locale: $locale, province: $province) {
    province posts { title } trending { title articleUrl } estateScoop { title } rentalLaws { title province }
  }
}`;

beforeAll(async () => {
  api = await createTestApi();
  const db = api.deps.db;
  await insertBlog(db, { title: 'Older post', text: 'a' });
  await insertBlog(db, { title: 'Newer post', text: 'b' });
  await insertBlog(db, { title: 'Billet', text: 'c', locale: 'fr' });
  await insertBlog(db, { title: 'Draft post', text: 'd', published: false });
  await insertArticle(db, { title: 'Trend' });
  await insertArticle(db, { title: 'Scoop', type: 'ESTATE_SCOOP' });
  await insertArticle(db, { title: 'Draft scoop', type: 'ESTATE_SCOOP', status: 'DRAFT' });
  await insertLaw(db, { title: 'Ontario deposits', text: 'x' });
  await insertLaw(db, { title: 'BC deposits', text: 'x', province: 'BC' });
  await insertLaw(db, { title: 'Ontario hidden', text: 'x', published: false });
});
afterAll(() => api.close());

it('answers the newest published posts, both article sections and the laws of Ontario by default', async () => {
  const response = await api.execute(HUB, { locale: 'en' });
  expect(response.errors).toBeUndefined();
  // insertBlog dates each later row a minute earlier: the first inserted is the newest.
  expect(response.data).toEqual({
    knowledgeCenter: {
      province: 'ON',
      posts: [{ title: 'Older post' }, { title: 'Newer post' }],
      trending: [{ title: 'Trend', articleUrl: 'https://news.example.com/story' }],
      estateScoop: [{ title: 'Scoop' }],
      rentalLaws: [{ title: 'Ontario deposits', province: 'ON' }],
    },
  });
});

it('answers another province and language, and Ontario for an unknown province', async () => {
  const bc = await api.execute<{ knowledgeCenter: { rentalLaws: { title: string }[] } }>(HUB, {
    province: 'BC',
  });
  expect(bc.data!.knowledgeCenter.rentalLaws).toEqual([{ title: 'BC deposits', province: 'BC' }]);
  const french = await api.execute<{ knowledgeCenter: { posts: unknown[]; trending: unknown[] } }>(HUB, {
    locale: 'fr',
    province: 'ZZ',
  });
  expect(french.data!.knowledgeCenter).toMatchObject({
    province: 'ON',
    posts: [{ title: 'Billet' }],
    trending: [],
  });
});
