import { ROLES, type Role } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { createTag } from '../content-tags/tag-admin.service';
import { blogData, CREATE_BLOG, freshAuthor, freshPost } from './test-blogs';

/*
 * Blog posts, authors, tags and views (modules/blogs, modules/content-tags). The demo sub-admin
 * has no blogs module, so only admins write or read the staff side; visitors and every account
 * read published posts, the tag list, and count views and tag clicks.
 */
const ADMIN_ONLY: Role[] = ['ADMIN'];

const onPost =
  (query: string, extra: Record<string, unknown> = {}) =>
  async (api: TestApi, actors: Actors) =>
    api.execute(query, { id: (await freshPost(api)).id, ...extra }, { token: actors.self?.token });
const onAuthor =
  (query: string, extra: Record<string, unknown> = {}) =>
  async (api: TestApi, actors: Actors) =>
    api.execute(query, { id: (await freshAuthor(api)).id, ...extra }, { token: actors.self?.token });
const onTag =
  (query: string, extra: Record<string, unknown> = {}) =>
  async (api: TestApi, actors: Actors) =>
    api.execute(
      query,
      { id: (await createTag(api.deps.db, `tag-${Math.random().toString(36).slice(2, 10)}`)).id, ...extra },
      { token: actors.self?.token },
    );
const tagName = () => `row-${Math.random().toString(36).slice(2, 10)}`;

export const BLOG_ROWS: Row[] = [
  { operation: 'blogs', allowed: ADMIN_ONLY, run: q('{ blogs(where: { status: DRAFT }, take: 5) { id } }') },
  { operation: 'blogCount', allowed: ADMIN_ONLY, run: q('{ blogCount(where: { search: "rent" }) }') },
  { operation: 'blog', allowed: ROLES, run: onPost('query($id: ID!) { blog(id: $id) { id title } }') },
  { operation: 'publicBlogs', allowed: ROLES, run: q('{ publicBlogs(locale: en, take: 3) { id } }') },
  { operation: 'publicBlogCount', allowed: ROLES, run: q('{ publicBlogCount(tag: "moving") }') },
  {
    operation: 'createBlog',
    allowed: ADMIN_ONLY,
    run: q(CREATE_BLOG, () => ({ d: blogData({ isPublished: false }) })),
  },
  {
    operation: 'updateBlog',
    allowed: ADMIN_ONLY,
    run: onPost('mutation($id: ID!, $d: BlogInput!) { updateBlog(id: $id, data: $d) { id } }', {
      d: blogData({ title: 'Renamed post' }),
    }),
  },
  {
    operation: 'publishBlog',
    allowed: ADMIN_ONLY,
    run: onPost('mutation($id: ID!) { publishBlog(id: $id, isPublished: false) { id } }'),
  },
  { operation: 'deleteBlog', allowed: ADMIN_ONLY, run: onPost('mutation($id: ID!) { deleteBlog(id: $id) }') },
  {
    operation: 'recordBlogView',
    allowed: ROLES,
    run: onPost('mutation($id: ID!) { recordBlogView(id: $id) }'),
  },
  {
    operation: 'blogViewAnalytics',
    allowed: ADMIN_ONLY,
    run: q('{ blogViewAnalytics(from: "2026-01-01", to: "2026-01-31") { total } }'),
  },
  { operation: 'blogAuthors', allowed: ADMIN_ONLY, run: q('{ blogAuthors { id } }') },
  {
    operation: 'createBlogAuthor',
    allowed: ADMIN_ONLY,
    run: q('mutation { createBlogAuthor(data: { name: "Sam" }) { id } }'),
  },
  {
    operation: 'updateBlogAuthor',
    allowed: ADMIN_ONLY,
    run: onAuthor('mutation($id: ID!) { updateBlogAuthor(id: $id, data: { name: "Sam B." }) { id } }'),
  },
  {
    operation: 'deleteBlogAuthor',
    allowed: ADMIN_ONLY,
    run: onAuthor('mutation($id: ID!) { deleteBlogAuthor(id: $id) }'),
  },
  { operation: 'tags', allowed: ROLES, run: q('{ tags(orderBy: MOST_USED) { id name } }') },
  {
    operation: 'createTag',
    allowed: ADMIN_ONLY,
    run: q('mutation($n: String!) { createTag(name: $n) { id } }', () => ({ n: tagName() })),
  },
  {
    operation: 'updateTag',
    allowed: ADMIN_ONLY,
    run: async (api, actors) =>
      onTag('mutation($id: ID!, $n: String!) { updateTag(id: $id, name: $n) { id } }', { n: tagName() })(
        api,
        actors,
      ),
  },
  { operation: 'deleteTag', allowed: ADMIN_ONLY, run: onTag('mutation($id: ID!) { deleteTag(id: $id) }') },
  { operation: 'clickTag', allowed: ROLES, run: onTag('mutation($id: ID!) { clickTag(id: $id) }') },
];
