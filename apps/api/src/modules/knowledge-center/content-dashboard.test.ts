import { afterAll, beforeAll, expect, it } from 'vitest';
import { blogViewDays } from '../../db/schema/blogs';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { insertArticle, insertBlog, insertLaw } from './content-fixture';

/* contentDashboard: the staff's content counts, for staff with blogs or articles view. */

let api: TestApi;
const QUERY = `{ contentDashboard {
  postsPublished postsDraft postsScheduled blogViewsThisWeek
  topPostsThisWeek { id title views }
  trendingArticlesPublished estateScoopArticlesPublished rentalLawsToReview
} }`;

/** A day in Toronto, `back` days before today. */
const dayBefore = (back: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
    new Date(Date.now() - back * 86_400_000),
  );

const posts: { id: string; title: string }[] = [];

beforeAll(async () => {
  api = await createTestApi();
  const db = api.deps.db;
  for (let i = 0; i < 7; i++) posts.push(await insertBlog(db, { title: `Post ${i}`, text: 'Words.' }));
  await insertBlog(db, { title: 'Draft', text: 'Draft.', published: false });
  await insertBlog(db, {
    title: 'Later',
    text: 'Later.',
    published: false,
    publishAt: new Date(Date.now() + 3_600_000),
  });
  // Post i has i + 1 views today; post 0 also has 100 views eight days ago, outside the week.
  await db
    .insert(blogViewDays)
    .values([
      ...posts.map((post, i) => ({ blogId: post.id, day: dayBefore(i % 2 ? 0 : 6), views: i + 1 })),
      { blogId: posts[0]!.id, day: dayBefore(8), views: 100 },
    ]);
  await insertArticle(db, { title: 'T1' });
  await insertArticle(db, { title: 'T2' });
  await insertArticle(db, { title: 'T draft', status: 'DRAFT' });
  await insertArticle(db, { title: 'E1', type: 'ESTATE_SCOOP' });
  await insertLaw(db, { title: 'Old', text: 'Old.', lastReviewedOn: dayBefore(400) });
  await insertLaw(db, { title: 'Recent', text: 'Recent.', lastReviewedOn: dayBefore(300) });
});
afterAll(() => api.close());

it('counts posts by state, views of the last seven days, the top five, articles by type and laws to review', async () => {
  const admin = await api.factories.user({ userType: 'ADMIN' });
  const response = await api.execute(QUERY, {}, { token: admin.token });
  expect(response.errors).toBeUndefined();
  expect(response.data).toEqual({
    contentDashboard: {
      postsPublished: 7,
      postsDraft: 1,
      postsScheduled: 1,
      blogViewsThisWeek: 28,
      topPostsThisWeek: [6, 5, 4, 3, 2].map((i) => ({ id: posts[i]!.id, title: `Post ${i}`, views: i + 1 })),
      trendingArticlesPublished: 2,
      estateScoopArticlesPublished: 1,
      rentalLawsToReview: 1,
    },
  });
});

it('lets staff with blogs view or articles view in, and no one else', async () => {
  const view = (module: 'blogs' | 'articles' | 'users') => [
    { module, add: false, edit: false, delete: false, view: true },
  ];
  const blogsStaff = await api.factories.user({ userType: 'SUB_ADMIN', permissions: view('blogs') });
  const articlesStaff = await api.factories.user({ userType: 'SUB_ADMIN', permissions: view('articles') });
  const usersStaff = await api.factories.user({ userType: 'SUB_ADMIN', permissions: view('users') });
  const renter = await api.factories.user({ userType: 'RENTER' });
  for (const user of [blogsStaff, articlesStaff]) {
    expect((await api.execute(QUERY, {}, { token: user.token })).errors).toBeUndefined();
  }
  expect(errorCodes(await api.execute(QUERY, {}, { token: usersStaff.token }))).toEqual(['NO_ACCESS']);
  expect(errorCodes(await api.execute(QUERY, {}, { token: renter.token }))).toEqual(['NO_ACCESS']);
  expect(errorCodes(await api.execute(QUERY))).toEqual(['UNAUTHENTICATED']);
});
