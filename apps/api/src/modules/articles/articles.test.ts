import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTags } from '../../db/schema/articles';
import { contentTags } from '../../db/schema/blogs';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { articleData, CREATE_ARTICLE } from './test-articles';

/* Staff's curated articles and the public fetchArticles (spec/01 §3 Article, §7 fetchArticles). */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const create = (data: Record<string, unknown>, token = admin.token) =>
  api.execute<{ createArticle: { id: string; title: string; status: string; tags: { name: string }[] } }>(
    CREATE_ARTICLE,
    { d: data },
    { token },
  );
const tableCounts = async () => ({
  articles: (await api.deps.db.select().from(articles)).length,
  links: (await api.deps.db.select().from(articleTags)).length,
  tags: (await api.deps.db.select().from(contentTags)).length,
});

describe('fetchArticles', () => {
  it('serves only published articles of the section and language, without staff fields', async () => {
    await create(articleData({ title: 'Draft one', status: 'DRAFT' }));
    await create(articleData({ title: 'Archived one', status: 'ARCHIVED' }));
    await create(articleData({ title: 'Trending en', status: 'PUBLISHED', tags: ['Rent', 'Ontario'] }));
    await create(articleData({ title: 'Scoop en', status: 'PUBLISHED', articleType: 'ESTATE_SCOOP' }));
    await create(articleData({ title: 'Tendance fr', status: 'PUBLISHED', locale: 'fr' }));

    const titles = async (query: string, headers?: Record<string, string>) =>
      (
        (await api.execute<{ fetchArticles: { title: string }[] }>(query, {}, { headers })).data
          ?.fetchArticles ?? []
      ).map((a) => a.title);
    expect(await titles('{ fetchArticles(articleType: TRENDING, locale: en) { title } }')).toEqual([
      'Trending en',
    ]);
    expect(await titles('{ fetchArticles(articleType: ESTATE_SCOOP) { title } }')).toEqual(['Scoop en']);
    expect(await titles('{ fetchArticles { title } }', { 'accept-language': 'fr-CA' })).toEqual([
      'Tendance fr',
    ]);
    expect((await api.execute('{ fetchArticlesCount(locale: en) }')).data).toEqual({ fetchArticlesCount: 2 });

    const full = await api.execute<{ fetchArticles: Record<string, unknown>[] }>(
      '{ fetchArticles(articleType: TRENDING, locale: en) { title articleUrl tags { name } } }',
    );
    expect(full.data?.fetchArticles[0]).toEqual({
      title: 'Trending en',
      articleUrl: articleData().articleUrl,
      tags: [{ name: 'Ontario' }, { name: 'Rent' }],
    });
    // Staff's fields are not part of the public type at all.
    const asking = await api.execute('{ fetchArticles { note } }');
    expect(asking.errors?.[0]?.message).toMatch(/Cannot query field "note"/);
    expect(
      JSON.stringify((await api.execute('{ fetchArticles { id title description } }')).data),
    ).not.toContain('spring report');
  });
});

describe('staff writing articles', () => {
  it('creates tags by name, counts their use, filters, and recounts on change and delete', async () => {
    const made = await create(
      articleData({ title: 'Dépôt de garantie', tags: ['Deposits', 'québec'], locale: 'fr' }),
    );
    const id = made.data!.createArticle.id;
    expect(made.data!.createArticle.tags.map((t) => t.name)).toEqual(['Deposits', 'québec']);
    const list = await api.execute<{ articles: { title: string }[]; articleCount: number }>(
      '{ articles(where: { search: "depot", tag: "DEPOSITS", locale: fr }) { title } articleCount(where: { search: "depot" }) }',
      {},
      { token: admin.token },
    );
    expect(list.data).toEqual({ articles: [{ title: 'Dépôt de garantie' }], articleCount: 1 });
    const used = async (name: string) =>
      (await api.deps.db.select().from(contentTags).where(eq(contentTags.name, name)))[0]?.mostUsed;
    expect(await used('Deposits')).toBe(1);

    const updated = await api.execute(
      'mutation($id: ID!, $d: ArticleInput!) { updateArticle(id: $id, data: $d) { status tags { name } } }',
      { id, d: articleData({ status: 'PUBLISHED', tags: ['Québec'] }) },
      { token: admin.token },
    );
    expect(updated.data).toEqual({ updateArticle: { status: 'PUBLISHED', tags: [{ name: 'québec' }] } });
    expect(await used('Deposits')).toBe(0);
    expect(await used('québec')).toBe(1);
    const tags = await api.execute<{ articleTags: { name: string }[] }>(
      '{ articleTags { name } }',
      {},
      { token: admin.token },
    );
    expect(tags.data?.articleTags.map((t) => t.name)).toContain('québec');
    expect(tags.data?.articleTags.map((t) => t.name)).not.toContain('Deposits');

    expect(
      (await api.execute('mutation($id: ID!) { deleteArticle(id: $id) }', { id }, { token: admin.token }))
        .data,
    ).toEqual({
      deleteArticle: true,
    });
    expect(await used('québec')).toBe(0);
    const gone = await api.execute(
      'query($id: ID!) { article(id: $id) { id } }',
      { id },
      { token: admin.token },
    );
    expect(errorCodes(gone)).toEqual(['ARTICLE_NOT_FOUND']);
  });

  it.each([
    ['http://www.cmhc-schl.gc.ca/', 'ARTICLE_URL_NOT_HTTPS'],
    ['javascript:alert(document.cookie)', 'ARTICLE_URL_NOT_HTTPS'],
    ['https://localhost:3000/graphql', 'ARTICLE_URL_INVALID'],
    ['https://10.0.0.5/admin', 'ARTICLE_URL_INVALID'],
    ['https://admin:hunter2@www.cmhc-schl.gc.ca/', 'ARTICLE_URL_HAS_CREDENTIALS'],
  ])('refuses %s with %s, the field named, and writes nothing', async (articleUrl, code) => {
    const before = await tableCounts();
    const response = await create(articleData({ articleUrl, tags: ['Brand new tag'] }));
    expect(errorCodes(response)).toEqual([code]);
    expect(response.errors?.[0]?.extensions?.fields).toMatchObject([{ path: 'articleUrl' }]);
    expect(await tableCounts()).toEqual(before);
  });

  it('answers the refusal in French, and refuses a bad picture, an over-long title and too many tags', async () => {
    const french = await api.factories.user({ userType: 'ADMIN', locale: 'fr' });
    const fr = await api.execute(
      CREATE_ARTICLE,
      { d: articleData({ articleUrl: 'http://a.ca/' }) },
      {
        token: french.token,
      },
    );
    expect(fr.errors?.[0]?.message).toBe("L'adresse de l'article doit commencer par https://.");
    const before = await tableCounts();
    expect(errorCodes(await create(articleData({ imageUrl: 'http://a.ca/x.png' })))).toEqual([
      'VALIDATION_FAILED',
    ]);
    expect(
      errorCodes(await create(articleData({ imageUrl: '/files/0b0f6a4e-4b8e-4a57-9d38-1e3d0b7a7a11' }))),
    ).toEqual(['ARTICLE_IMAGE_INVALID']);
    expect(errorCodes(await create(articleData({ title: 'x'.repeat(201) })))).toEqual(['VALIDATION_FAILED']);
    const many = Array.from({ length: 11 }, (_, i) => `tag ${i}`);
    expect(errorCodes(await create(articleData({ tags: many })))).toEqual(['VALIDATION_FAILED']);
    expect(errorCodes(await create(articleData({ tags: ['ok', ' '] })))).toEqual(['TAG_NAME_INVALID']);
    expect(await tableCounts()).toEqual(before);
  });

  it('keeps an article whose update is refused as it was', async () => {
    const id = (await create(articleData({ title: 'Keep me' }))).data!.createArticle.id;
    const refused = await api.execute(
      'mutation($id: ID!, $d: ArticleInput!) { updateArticle(id: $id, data: $d) { id } }',
      { id, d: articleData({ title: 'Changed', articleUrl: 'https://user@www.cmhc-schl.gc.ca/' }) },
      { token: admin.token },
    );
    expect(errorCodes(refused)).toEqual(['ARTICLE_URL_HAS_CREDENTIALS']);
    const [row] = await api.deps.db.select().from(articles).where(eq(articles.id, id));
    expect(row?.title).toBe('Keep me');
  });

  it('lets a sub-admin with articles add and edit write, but not delete', async () => {
    const sub = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'articles', add: true, edit: true, delete: false, view: true }],
    });
    const id = (await create(articleData(), sub.token)).data!.createArticle.id;
    const refused = await api.execute(
      'mutation($id: ID!) { deleteArticle(id: $id) }',
      { id },
      { token: sub.token },
    );
    expect(errorCodes(refused)).toEqual(['NO_ACCESS']);
    expect((await api.deps.db.select().from(articles).where(eq(articles.id, id))).length).toBe(1);
  });
});
