import { describe, expect, it } from 'vitest';
import {
  feedbackVariables,
  noAnswersSearch,
  readFeedbackParams,
  writeFeedbackParams,
} from './feedback-params';

describe('reader feedback params', () => {
  it('reads the tab, the answer, the article and the page, ignoring what they cannot be', () => {
    expect(readFeedbackParams(new URLSearchParams('tab=feedback&helpful=no&article=a1&page=3'))).toEqual({
      tab: 'feedback',
      helpful: 'no',
      article: 'a1',
      page: 3,
    });
    expect(readFeedbackParams(new URLSearchParams('tab=charts&helpful=maybe&page=-2'))).toEqual({
      tab: 'overview',
      helpful: '',
      article: '',
      page: 1,
    });
  });

  it('starts again from page 1 on a new filter and keeps the date range', () => {
    const query = new URLSearchParams('days=7&tab=feedback&page=4');
    const next = writeFeedbackParams(query, { helpful: 'yes' });
    expect(next.get('days')).toBe('7');
    expect(next.get('helpful')).toBe('yes');
    expect(next.has('page')).toBe(false);
    expect(writeFeedbackParams(query, { page: 5 }).get('page')).toBe('5');
    expect(writeFeedbackParams(query, { tab: 'overview' }).has('tab')).toBe(false);
  });

  it('asks the API for the filters as it takes them', () => {
    expect(feedbackVariables({ tab: 'feedback', helpful: 'no', article: '', page: 2 })).toEqual({
      articleId: null,
      helpful: false,
      take: 10,
      skip: 10,
    });
    expect(feedbackVariables({ tab: 'feedback', helpful: '', article: 'a1', page: 1 })).toMatchObject({
      articleId: 'a1',
      helpful: null,
    });
  });

  it("opens an article's 'No' answers in the date range being looked at", () => {
    const custom = new URLSearchParams('from=2026-01-01&to=2026-01-31&page=3&helpful=yes');
    const link = new URLSearchParams(noAnswersSearch(custom, 'a1').slice(1));
    expect(Object.fromEntries(link)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      tab: 'feedback',
      helpful: 'no',
      article: 'a1',
    });
    expect(noAnswersSearch(new URLSearchParams('days=90'), 'a2')).toBe(
      '?days=90&tab=feedback&helpful=no&article=a2',
    );
  });
});
