import { describe, expect, it } from 'vitest';
import { feedbackVariables, readFeedbackParams, writeFeedbackParams } from './feedback-params';

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
});
