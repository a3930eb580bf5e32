import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogViewDays, blogViews, blogs, contentTags } from '../../db/schema/blogs';
import { jobs } from '../../db/schema/jobs';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { runDueJobs } from '../jobs/job-runner';
import { BLOG_PUBLISH_JOB } from './blog.service';
import { blogData, freshAuthor, freshPost } from './test-blogs';

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

const UPDATE = 'mutation($id: ID!, $d: BlogInput!) { updateBlog(id: $id, data: $d) { status publishAt } }';
const STATUS = 'query($id: ID!) { blog(id: $id) { status isPublished publishedAt } }';
const statusOf = async (id: string) =>
  (
    await api.execute<{ blog: { status: string; publishedAt: string | null } | null }>(
      STATUS,
      { id },
      { token: admin.token },
    )
  ).data!.blog!;
const pendingJobs = (id: string) =>
  api.deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.key, `${BLOG_PUBLISH_JOB}:${id}`), isNull(jobs.doneAt)));

describe('scheduled publication', () => {
  it('publishes a post through the job table at its time, not before', async () => {
    const now = new Date('2026-04-01T14:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const at = new Date('2026-04-01T14:01:00Z');
    const created = await api.execute<{ createBlog: { id: string; status: string } }>(
      'mutation($d: BlogInput!) { createBlog(data: $d) { id status } }',
      { d: blogData({ isPublished: false, publishAt: at.toISOString() }) },
      { token: admin.token },
    );
    const id = created.data!.createBlog.id;
    expect(created.data!.createBlog.status).toBe('SCHEDULED');
    expect((await api.execute<{ blog: null }>(STATUS, { id })).data!.blog).toBeNull();

    await runDueJobs(api.deps, new Date('2026-04-01T14:00:30Z'));
    expect((await statusOf(id)).status).toBe('SCHEDULED');
    await runDueJobs(api.deps, new Date('2026-04-01T14:01:05Z'));
    const published = await statusOf(id);
    expect(published.status).toBe('PUBLISHED');
    expect(published.publishedAt).toBe(at.toISOString());
  });

  it('moves the job when rescheduled and cancels it when taken back to draft or published by hand', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-02T10:00:00Z') });
    const post = await freshPost(api, { isPublished: false, publishAt: new Date('2026-04-02T12:00:00Z') });
    expect((await pendingJobs(post.id))[0]!.runAt.toISOString()).toBe('2026-04-02T12:00:00.000Z');

    await api.execute(
      UPDATE,
      {
        id: post.id,
        d: blogData({ title: post.title, isPublished: false, publishAt: '2026-04-03T09:00:00Z' }),
      },
      { token: admin.token },
    );
    const moved = await pendingJobs(post.id);
    expect(moved.map((j) => j.runAt.toISOString())).toEqual(['2026-04-03T09:00:00.000Z']);
    // The old time passes: nothing is published.
    await runDueJobs(api.deps, new Date('2026-04-02T12:30:00Z'));
    expect((await statusOf(post.id)).status).toBe('SCHEDULED');

    await api.execute(
      UPDATE,
      { id: post.id, d: blogData({ title: post.title, isPublished: false }) },
      { token: admin.token },
    );
    expect(await pendingJobs(post.id)).toEqual([]);
    await runDueJobs(api.deps, new Date('2026-04-03T09:30:00Z'));
    expect((await statusOf(post.id)).status).toBe('DRAFT');
  });

  it('refuses a time in the past', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-02T10:00:00Z') });
    const answer = await api.execute(
      'mutation($d: BlogInput!) { createBlog(data: $d) { id } }',
      { d: blogData({ isPublished: false, publishAt: '2026-04-02T09:59:00Z' }) },
      { token: admin.token },
    );
    expect(errorCodes(answer)).toEqual(['BLOG_SCHEDULE_IN_PAST']);
  });

  it('toggles publication by hand', async () => {
    const post = await freshPost(api, { isPublished: false });
    const toggle = 'mutation($id: ID!, $p: Boolean!) { publishBlog(id: $id, isPublished: $p) { status } }';
    const on = await api.execute<{ publishBlog: { status: string } }>(
      toggle,
      { id: post.id, p: true },
      { token: admin.token },
    );
    expect(on.data!.publishBlog.status).toBe('PUBLISHED');
    const off = await api.execute<{ publishBlog: { status: string } }>(
      toggle,
      { id: post.id, p: false },
      { token: admin.token },
    );
    expect(off.data!.publishBlog.status).toBe('DRAFT');
  });
});

describe('views', () => {
  const RECORD = 'mutation($id: ID!) { recordBlogView(id: $id) }';
  const view = async (id: string, ip: string) =>
    (await api.execute<{ recordBlogView: boolean }>(RECORD, { id }, { headers: { 'x-forwarded-for': ip } }))
      .data?.recordBlogView;

  it('counts a visitor once per post per 30 minutes, by Toronto day, without storing the address', async () => {
    const post = await freshPost(api);
    // 03:50 UTC on April 2 is still April 1 in Toronto.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-02T03:50:00Z') });
    expect(await view(post.id, '203.0.113.7')).toBe(true);
    vi.setSystemTime(new Date('2026-04-02T04:19:00Z'));
    expect(await view(post.id, '203.0.113.7')).toBe(false);
    expect(await view(post.id, '198.51.100.4')).toBe(true);
    vi.setSystemTime(new Date('2026-04-02T04:20:00Z'));
    expect(await view(post.id, '203.0.113.7')).toBe(true);

    const [row] = await api.deps.db.select().from(blogs).where(eq(blogs.id, post.id));
    expect(row!.seen).toBe(3);
    const days = await api.deps.db.select().from(blogViewDays).where(eq(blogViewDays.blogId, post.id));
    // The first view falls on April 1 in Toronto, the two after midnight there on April 2.
    expect(days.map((d) => [d.day, d.views]).sort()).toEqual([
      ['2026-04-01', 1],
      ['2026-04-02', 2],
    ]);
    const keys = await api.deps.db.select().from(blogViews).where(eq(blogViews.blogId, post.id));
    expect(keys).toHaveLength(2);
    expect(JSON.stringify(keys)).not.toMatch(/203\.0\.113|198\.51\.100/);

    const analytics = await api.execute<{
      blogViewAnalytics: {
        total: number;
        days: { day: string; views: number }[];
        topPosts: { id: string; views: number }[];
      };
    }>(
      '{ blogViewAnalytics(from: "2026-04-01", to: "2026-04-02") { total days { day views } topPosts { id views } } }',
      {},
      { token: admin.token },
    );
    expect(analytics.data!.blogViewAnalytics.days).toEqual([
      { day: '2026-04-01', views: 1 },
      { day: '2026-04-02', views: 2 },
    ]);
    expect(analytics.data!.blogViewAnalytics.topPosts[0]).toEqual({ id: post.id, views: 3 });
  });

  it('does not count views of a draft', async () => {
    const draft = await freshPost(api, { isPublished: false });
    const answer = await api.execute(RECORD, { id: draft.id });
    expect(errorCodes(answer)).toEqual(['BLOG_NOT_FOUND']);
  });
});

describe('tags and authors in use', () => {
  it('refuses to delete a tag a post carries, with the count, and deletes it once free', async () => {
    const post = await freshPost(api, { tags: ['Deposits'] });
    const [tag] = await api.deps.db.select().from(contentTags).where(eq(contentTags.name, 'Deposits'));
    expect(tag!.mostUsed).toBe(1);
    const del = 'mutation($id: ID!) { deleteTag(id: $id) }';
    const refused = await api.execute(
      del,
      { id: tag!.id },
      { token: admin.token, headers: { 'x-locale': 'fr' } },
    );
    expect(errorCodes(refused)).toEqual(['TAG_IN_USE']);
    expect(refused.errors![0]!.message).toContain('utilisée par 1 billets');
    await api.execute('mutation($id: ID!) { deleteBlog(id: $id) }', { id: post.id }, { token: admin.token });
    const [after] = await api.deps.db.select().from(contentTags).where(eq(contentTags.id, tag!.id));
    expect(after!.mostUsed).toBe(0);
    expect((await api.execute(del, { id: tag!.id }, { token: admin.token })).data).toEqual({
      deleteTag: true,
    });
  });

  it('counts tag clicks and refuses a taken name', async () => {
    const created = await api.execute<{ createTag: { id: string } }>(
      'mutation { createTag(name: "Clicked") { id } }',
      {},
      { token: admin.token },
    );
    const id = created.data!.createTag.id;
    await api.execute('mutation($id: ID!) { clickTag(id: $id) }', { id });
    const [tag] = await api.deps.db.select().from(contentTags).where(eq(contentTags.id, id));
    expect(tag!.mostClick).toBe(1);
    expect(
      errorCodes(
        await api.execute('mutation { createTag(name: "clicked") { id } }', {}, { token: admin.token }),
      ),
    ).toEqual(['TAG_NAME_TAKEN']);
  });

  it('refuses to delete an author who signs a post', async () => {
    const author = await freshAuthor(api);
    await freshPost(api, { authorId: author.id });
    const answer = await api.execute(
      'mutation($id: ID!) { deleteBlogAuthor(id: $id) }',
      { id: author.id },
      { token: admin.token },
    );
    expect(errorCodes(answer)).toEqual(['BLOG_AUTHOR_IN_USE']);
    const authors = await api.execute<{ blogAuthors: { id: string; postCount: number }[] }>(
      '{ blogAuthors { id postCount } }',
      {},
      { token: admin.token },
    );
    expect(authors.data!.blogAuthors.find((a) => a.id === author.id)!.postCount).toBe(1);
  });
});
