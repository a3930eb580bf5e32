import { HELP_PAGE_SIZE } from '@rentals/domain/help-center/rules';
import { oneOf } from '../../../lib/paging/param-choice';

/*
 * The analytics page's tab and its 'Reader feedback' filters, kept in the URL with the date range
 * (?tab=feedback&helpful=no&article=…&page=2), so a reload or a shared link shows the same answers.
 */

export const ANALYTICS_TABS = ['overview', 'feedback'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

export const HELPFUL_CHOICES = ['yes', 'no'] as const;
export type HelpfulChoice = (typeof HELPFUL_CHOICES)[number];

export interface FeedbackParams {
  tab: AnalyticsTab;
  helpful: HelpfulChoice | '';
  article: string;
  page: number;
}

export function readFeedbackParams(query: URLSearchParams): FeedbackParams {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  return {
    tab: oneOf(ANALYTICS_TABS, query.get('tab')) || 'overview',
    helpful: oneOf(HELPFUL_CHOICES, query.get('helpful')),
    article: query.get('article') ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** A change of filter starts again from page 1; the date range's parameters stay. */
export function writeFeedbackParams(
  query: URLSearchParams,
  change: Partial<FeedbackParams>,
): URLSearchParams {
  const current = readFeedbackParams(query);
  const filtered = (['helpful', 'article'] as const).some(
    (key) => key in change && change[key] !== current[key],
  );
  const next = { ...current, ...change, ...(filtered && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams(query);
  const values: Record<string, string> = {
    tab: next.tab === 'overview' ? '' : next.tab,
    helpful: next.helpful,
    article: next.article,
    page: next.page > 1 ? String(next.page) : '',
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

/** The link from an article's 'No' count to those answers, in the date range being looked at. */
export function noAnswersSearch(query: URLSearchParams, articleId: string): string {
  const params = writeFeedbackParams(query, { tab: 'feedback', helpful: 'no', article: articleId, page: 1 });
  return `?${params.toString()}`;
}

export function feedbackVariables(p: FeedbackParams) {
  return {
    articleId: p.article || null,
    helpful: p.helpful ? p.helpful === 'yes' : null,
    take: HELP_PAGE_SIZE,
    skip: (p.page - 1) * HELP_PAGE_SIZE,
  };
}
