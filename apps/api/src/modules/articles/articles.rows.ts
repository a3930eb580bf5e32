import { ROLES, type Role } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { articleData, CREATE_ARTICLE, freshArticle } from './test-articles';

/*
 * Curated articles (modules/articles), staff of the articles module. The demo sub-admin has
 * articles add, edit and view but not delete; the sub-admin without flags has none.
 */
const ARTICLE_STAFF: Role[] = ['SUB_ADMIN', 'ADMIN'];
const ARTICLE_DELETERS: Role[] = ['ADMIN'];

const withArticle =
  (query: string, extra: Record<string, unknown> = {}) =>
  async (api: TestApi, actors: Actors) =>
    api.execute(query, { id: await freshArticle(api.deps.db), ...extra }, { token: actors.self?.token });

export const ARTICLE_ROWS: Row[] = [
  {
    operation: 'articles',
    allowed: ARTICLE_STAFF,
    run: q('{ articles(where: { status: DRAFT }, take: 5) { id note linkHealth } }'),
  },
  {
    operation: 'articleCount',
    allowed: ARTICLE_STAFF,
    run: q('{ articleCount(where: { search: "rent" }) }'),
  },
  {
    operation: 'article',
    allowed: ARTICLE_STAFF,
    run: withArticle('query($id: ID!) { article(id: $id) { id } }'),
  },
  { operation: 'articleTags', allowed: ARTICLE_STAFF, run: q('{ articleTags { id name } }') },
  {
    operation: 'fetchArticles',
    allowed: ROLES,
    run: q('{ fetchArticles(articleType: TRENDING, locale: en, take: 3) { id articleUrl } }'),
  },
  {
    operation: 'fetchArticlesCount',
    allowed: ROLES,
    run: q('{ fetchArticlesCount(articleType: ESTATE_SCOOP) }'),
  },
  {
    operation: 'createArticle',
    allowed: ARTICLE_STAFF,
    run: q(CREATE_ARTICLE, () => ({ d: articleData() })),
  },
  {
    operation: 'updateArticle',
    allowed: ARTICLE_STAFF,
    run: withArticle('mutation($id: ID!, $d: ArticleInput!) { updateArticle(id: $id, data: $d) { id } }', {
      d: articleData({ status: 'PUBLISHED' }),
    }),
  },
  {
    operation: 'deleteArticle',
    allowed: ARTICLE_DELETERS,
    run: withArticle('mutation($id: ID!) { deleteArticle(id: $id) }'),
  },
];
