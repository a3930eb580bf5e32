import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, contentTags } from '../../db/schema/blogs';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { CREATE_BLOG, blogData, doc, freshPost, uploadThumbnail } from './test-blogs';

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const create = (d: unknown, token = admin.token) =>
  api.execute<{
    createBlog: { id: string; slug: string; status: string; avgReadingTime: number; bodyHtml: string };
  }>(CREATE_BLOG, { d }, { token });
const postCount = async () => Number((await api.deps.db.select({ n: count() }).from(blogs))[0]!.n);

describe('stored XSS', () => {
  // What a hostile editor client could send: the body is rebuilt, rendered and sanitized on save.
  const PAYLOAD_DOC = {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script> plain words' }] },
      {
        type: 'paragraph',
        attrs: { onclick: 'alert(1)', style: 'color:red' },
        content: [{ type: 'text', text: 'x' }],
      },
      { type: 'image', attrs: { src: '/files/abc', alt: 'Lobby" onerror="alert(1)' } },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'site',
            marks: [{ type: 'link', attrs: { href: '/search', onmouseover: 'x' } }],
          },
        ],
      },
    ],
  };

  it('stores and serves only allow-listed markup', async () => {
    const created = await create(blogData({ body: PAYLOAD_DOC }));
    expect(created.errors).toBeUndefined();
    const id = created.data!.createBlog.id;
    const read = await api.execute<{ blog: { bodyHtml: string } }>(
      'query($id: ID!) { blog(id: $id) { bodyHtml } }',
      { id },
    );
    for (const html of [created.data!.createBlog.bodyHtml, read.data!.blog.bodyHtml]) {
      // An event handler only as escaped text (inside alt="…"), never as an attribute.
      expect(html).not.toMatch(/<script|\son\w+="|style=/i);
      expect(html).toContain('alt="Lobby&quot; onerror=&quot;alert(1)"');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; plain words');
    }
  });

  it.each([
    ['a javascript: link', { type: 'link', attrs: { href: 'javascript:alert(1)' } }, null],
    ['a data: link', { type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }, null],
    [
      'an image from data:',
      null,
      { type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' } },
    ],
    ['an iframe node', null, { type: 'iframe', attrs: { src: 'https://evil.example' } }, 'RICH_TEXT_INVALID'],
  ])(
    'refuses %s with a coded error and writes nothing',
    async (_name, mark, block = null, code = 'RICH_TEXT_UNSAFE_LINK') => {
      const before = await postCount();
      const body = {
        type: 'doc',
        content: [block ?? { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [mark] }] }],
      };
      expect(errorCodes(await create(blogData({ body })))).toEqual([code]);
      expect(await postCount()).toBe(before);
    },
  );

  it('needs alt text on pictures in the text', async () => {
    const body = { type: 'doc', content: [{ type: 'image', attrs: { src: '/files/abc', alt: '' } }] };
    expect(errorCodes(await create(blogData({ body })))).toEqual(['RICH_TEXT_IMAGE_ALT_MISSING']);
  });
});

it('computes the reading time from the words, never from input', async () => {
  const words = Array.from({ length: 700 }, (_, i) => `word${i}`).join(' ');
  const created = await create({ ...blogData({ body: doc(words) }), avgReadingTime: 1 });
  // An unknown input field is refused by GraphQL itself; without it the time comes from the words.
  expect(created.errors?.[0]?.message).toMatch(/avgReadingTime/);
  const ok = await create(blogData({ body: doc(words) }));
  expect(ok.data!.createBlog.avgReadingTime).toBe(4); // 700 words at 230 a minute
});

describe('slugs', () => {
  it('makes a slug from the title and numbers a duplicate', async () => {
    const first = await create(blogData({ title: 'Déménager à Québec' }));
    const second = await create(blogData({ title: 'Déménager à Québec' }));
    expect(first.data!.createBlog.slug).toBe('demenager-a-quebec');
    expect(second.data!.createBlog.slug).toBe('demenager-a-quebec-2');
  });

  it('refuses a typed slug another post has, and a badly shaped one', async () => {
    await create(blogData({ slug: 'taken-slug' }));
    const before = await postCount();
    expect(errorCodes(await create(blogData({ slug: 'taken-slug' })))).toEqual(['BLOG_SLUG_TAKEN']);
    expect(errorCodes(await create(blogData({ slug: 'Not a slug!' })))).toEqual(['BLOG_SLUG_INVALID']);
    expect(await postCount()).toBe(before);
  });

  it('gives the post a new slug when its title changes: the page redirects old ones to it', async () => {
    const post = await freshPost(api, { title: 'First title' });
    const renamed = await api.execute<{ updateBlog: { slug: string } }>(
      'mutation($id: ID!, $d: BlogInput!) { updateBlog(id: $id, data: $d) { slug } }',
      { id: post.id, d: blogData({ title: 'Second title' }) },
      { token: admin.token },
    );
    expect(renamed.data!.updateBlog.slug).toBe('second-title');
    const read = await api.execute<{ blog: { id: string; slug: string } }>(
      'query($id: ID!) { blog(id: $id) { id slug } }',
      {
        id: post.id,
      },
    );
    expect(read.data!.blog).toEqual({ id: post.id, slug: 'second-title' });
  });
});

describe('bad input', () => {
  it('refuses over-long fields naming them, and writes nothing', async () => {
    const before = await postCount();
    const tagsBefore = await api.deps.db.select().from(contentTags);
    const answer = await create(
      blogData({ title: 'x'.repeat(151), description: 'y'.repeat(301), tags: ['brand-new'] }),
    );
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    const fields = (answer.errors![0]!.extensions as { fields: { path: string }[] }).fields.map(
      (f) => f.path,
    );
    expect(fields).toEqual(['title', 'description']);
    expect(await postCount()).toBe(before);
    expect(await api.deps.db.select().from(contentTags)).toHaveLength(tagsBefore.length);
  });

  it('refuses an unknown author in French, creating neither post nor tags', async () => {
    const before = await postCount();
    const answer = await api.execute(
      CREATE_BLOG,
      { d: blogData({ authorId: '00000000-0000-4000-8000-000000000000', tags: ['orphan-tag'] }) },
      { token: admin.token, headers: { 'x-locale': 'fr' } },
    );
    expect(errorCodes(answer)).toEqual(['BLOG_AUTHOR_NOT_FOUND']);
    expect(answer.errors![0]!.message).toBe("Cet auteur n'existe pas ou a été supprimé.");
    expect(await postCount()).toBe(before);
    expect(await api.deps.db.select().from(contentTags).where(eq(contentTags.name, 'orphan-tag'))).toEqual(
      [],
    );
  });

  it('refuses to publish an empty text', async () => {
    expect(errorCodes(await create(blogData({ body: doc() })))).toEqual(['RICH_TEXT_EMPTY']);
    expect((await create(blogData({ body: doc(), isPublished: false }))).errors).toBeUndefined();
  });
});

describe('thumbnail', () => {
  it('refuses a picture under 300×300 with the spec message', async () => {
    const small = await uploadThumbnail(api, admin.token, 299);
    expect(errorCodes(small)).toEqual(['VALIDATION_FAILED']);
    const fields = (small.errors![0]!.extensions as { fields: { message: string }[] }).fields;
    expect(fields[0]!.message).toBe('The image must be at least 300px wide and high');
  });

  it('keeps an uploaded BLOG_THUMBNAIL and refuses any other address', async () => {
    const uploaded = await uploadThumbnail(api, admin.token, 300);
    const url = uploaded.data!.uploadImage.thumbnailUrl;
    const ok = await api.execute<{ createBlog: { thumbnailUrl: string } }>(
      'mutation($d: BlogInput!) { createBlog(data: $d) { thumbnailUrl } }',
      { d: blogData({ thumbnailUrl: url }) },
      { token: admin.token },
    );
    expect(ok.data!.createBlog.thumbnailUrl).toBe(url);
    expect(errorCodes(await create(blogData({ thumbnailUrl: 'https://evil.example/x.jpg' })))).toEqual([
      'BLOG_THUMBNAIL_INVALID',
    ]);
  });
});

describe('who reads what', () => {
  it('shows drafts to staff only, and the editor document to staff only', async () => {
    const draft = await freshPost(api, { isPublished: false });
    const query = 'query($id: ID!) { blog(id: $id) { id bodyJson } }';
    expect((await api.execute<{ blog: null }>(query, { id: draft.id })).data!.blog).toBeNull();
    const staff = await api.execute<{ blog: { bodyJson: unknown } }>(
      query,
      { id: draft.id },
      { token: admin.token },
    );
    expect(staff.data!.blog.bodyJson).toMatchObject({ type: 'doc' });
    const published = await freshPost(api);
    const visitor = await api.execute<{ blog: { bodyJson: unknown } }>(query, { id: published.id });
    expect(visitor.data!.blog.bodyJson).toBeNull();
  });

  it('lists published posts by tag, language and words without accents', async () => {
    await freshPost(api, { title: 'Numéro de dépôt', tags: ['Dépôts'], locale: 'fr' });
    await freshPost(api, { title: 'Numéro caché', tags: ['Dépôts'], locale: 'fr', isPublished: false });
    const list = await api.execute<{
      publicBlogs: { title: string; tags: { name: string }[] }[];
      publicBlogCount: number;
    }>(
      '{ publicBlogs(search: "numero", tag: "dépôts", locale: fr) { title tags { name } } publicBlogCount(search: "numero", tag: "DÉPÔTS", locale: fr) }',
    );
    expect(list.data!.publicBlogs.map((p) => p.title)).toEqual(['Numéro de dépôt']);
    expect(list.data!.publicBlogCount).toBe(1);
  });
});
