import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import { helpArticleFeedback } from '../../db/schema/help-center';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { insertHelpArticle, readHelpArticle } from './help-reading-fixtures';

/* answerHelpCenter and the staff's list of answers. */

let api: TestApi;
let staff: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  staff = await api.factories.user({ userType: 'SUB_ADMIN', permissions: DEMO_SUB_ADMIN_PERMISSIONS });
});
afterAll(() => api.close());

const ANSWER =
  'mutation($id: ID!, $h: Boolean!, $c: String) { answerHelpCenter(id: $id, helpful: $h, comment: $c) }';
const answer = (
  id: string,
  ip: string,
  helpful: boolean,
  comment?: string,
  headers: Record<string, string> = {},
) =>
  api.execute<{ answerHelpCenter: boolean }>(
    ANSWER,
    { id, h: helpful, c: comment },
    { headers: { 'x-forwarded-for': ip, ...headers } },
  );
const counts = async (id: string) => {
  const row = await readHelpArticle(api.deps.db, id);
  return [row.helpfulYes, row.helpfulNo];
};

const LIST = `query($articleId: ID, $helpful: Boolean, $skip: Int, $take: Int) {
  helpCenterFeedback(articleId: $articleId, helpful: $helpful, skip: $skip, take: $take) {
    id helpful comment locale createdAt article { id title }
  }
  helpCenterFeedbackCount(articleId: $articleId, helpful: $helpful)
}`;
interface Feedback {
  id: string;
  helpful: boolean;
  comment: string | null;
  locale: string;
  article: { id: string; title: string };
}
const list = async (variables: Record<string, unknown>) => {
  const response = await api.execute<{ helpCenterFeedback: Feedback[]; helpCenterFeedbackCount: number }>(
    LIST,
    variables,
    { token: staff.token },
  );
  expect(response.errors).toBeUndefined();
  return response.data!;
};

describe('answerHelpCenter', () => {
  it('keeps one answer per visitor, replacing it and moving the counts', async () => {
    const updatedAt = new Date('2026-01-05T12:00:00Z');
    const article = await insertHelpArticle(api.deps.db, { title: 'Spotting a scam', updatedAt });
    expect((await answer(article.id, '203.0.113.7', true)).data).toEqual({ answerHelpCenter: true });
    expect(await counts(article.id)).toEqual([1, 0]);
    await answer(article.id, '203.0.113.7', false, 'It does not say how to report the listing.', {
      'x-locale': 'fr',
    });
    expect(await counts(article.id)).toEqual([0, 1]);
    await answer(article.id, '203.0.113.7', false, 'Still missing the report button.');
    await answer(article.id, '198.51.100.4', true, 'A comment with a yes is not kept.');
    expect(await counts(article.id)).toEqual([1, 1]);
    expect((await readHelpArticle(api.deps.db, article.id)).updatedAt).toEqual(updatedAt);

    const { helpCenterFeedback, helpCenterFeedbackCount } = await list({ articleId: article.id });
    expect(helpCenterFeedbackCount).toBe(2);
    expect(helpCenterFeedback.map((f) => [f.helpful, f.comment, f.locale])).toEqual([
      [true, null, 'en'],
      [false, 'Still missing the report button.', 'en'],
    ]);
    expect(helpCenterFeedback[0]!.article).toEqual({ id: article.id, title: 'Spotting a scam' });
    const rows = await api.deps.db.select().from(helpArticleFeedback);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|198\.51\.100/);
  });

  it('counts two answers sent at once by one visitor once', async () => {
    const article = await insertHelpArticle(api.deps.db, { title: 'Double click' });
    await Promise.all([answer(article.id, '203.0.113.8', false), answer(article.id, '203.0.113.8', false)]);
    expect(await counts(article.id)).toEqual([0, 1]);
  });

  it('refuses a comment over 1000 characters and an article readers cannot see', async () => {
    const article = await insertHelpArticle(api.deps.db, { title: 'Long comment' });
    const long = await answer(article.id, '203.0.113.7', false, 'x'.repeat(1001));
    expect(errorCodes(long)).toEqual(['VALIDATION_FAILED']);
    expect(await counts(article.id)).toEqual([0, 0]);
    const draft = await insertHelpArticle(api.deps.db, { title: 'Draft', published: false });
    for (const id of [draft.id, 'nope']) {
      expect(errorCodes(await answer(id, '203.0.113.7', true))).toEqual(['HELP_ARTICLE_NOT_FOUND']);
    }
  });
});

describe('helpCenterFeedback', () => {
  it('lists answers newest first, narrowed by article and answer, 10 by default', async () => {
    const article = await insertHelpArticle(api.deps.db, { title: 'Receipts' });
    for (let i = 0; i < 12; i += 1) await answer(article.id, `192.0.2.${i}`, i % 3 !== 0, `Comment ${i}`);
    const page = await list({ articleId: article.id });
    expect(page.helpCenterFeedbackCount).toBe(12);
    expect(page.helpCenterFeedback).toHaveLength(10);
    const noes = await list({ articleId: article.id, helpful: false });
    expect(noes.helpCenterFeedbackCount).toBe(4);
    expect(noes.helpCenterFeedback.map((f) => f.comment)).toEqual([
      'Comment 9',
      'Comment 6',
      'Comment 3',
      'Comment 0',
    ]);
    const second = await list({ articleId: article.id, helpful: false, skip: 1, take: 2 });
    expect(second.helpCenterFeedback.map((f) => f.comment)).toEqual(['Comment 6', 'Comment 3']);
  });
});
