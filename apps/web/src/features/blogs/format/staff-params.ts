import { BLOG_STATUSES, BLOGS_PAGE_SIZE, type BlogStatus } from '@rentals/domain/blogs/rules';
import { LOCALES, type Locale } from '@rentals/domain/users/enums';
import type { BlogOrder } from '../../../gql/graphql';
import { oneOf } from '../../../lib/paging/param-choice';

/*
 * /admin-blogs keeps its filters, sort and page in the URL (?q=&status=&tag=&author=&lang=…), so a
 * reload or the way back from the form shows the same rows.
 */

export const BLOG_ORDERS: readonly BlogOrder[] = ['UPDATED', 'NEWEST', 'TITLE', 'MOST_SEEN'];

export interface StaffBlogParams {
  q: string;
  status: BlogStatus | '';
  tag: string;
  author: string;
  language: Locale | '';
  sort: BlogOrder;
  page: number;
}

const FILTERS = ['q', 'status', 'tag', 'author', 'language', 'sort'] as const;
export const NO_STAFF_FILTERS = { q: '', status: '', tag: '', author: '', language: '' } as const;

export function readStaffBlogParams(query: URLSearchParams): StaffBlogParams {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  return {
    q: query.get('q') ?? '',
    status: oneOf(BLOG_STATUSES, query.get('status')),
    tag: query.get('tag') ?? '',
    author: query.get('author') ?? '',
    language: oneOf(LOCALES, query.get('language')),
    sort: oneOf(BLOG_ORDERS, query.get('sort')) || 'UPDATED',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

export function writeStaffBlogParams(
  query: URLSearchParams,
  change: Partial<StaffBlogParams>,
): URLSearchParams {
  const current = readStaffBlogParams(query);
  const moved = FILTERS.some((key) => key in change && change[key] !== current[key]);
  const next = { ...current, ...change, ...(moved && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams(query);
  for (const key of FILTERS) {
    const value = key === 'sort' && next.sort === 'UPDATED' ? '' : next[key];
    if (value) params.set(key, value);
    else params.delete(key);
  }
  if (next.page > 1) params.set('page', String(next.page));
  else params.delete('page');
  return params;
}

export const isStaffFiltered = (p: StaffBlogParams) => !!(p.q || p.status || p.tag || p.author || p.language);

export function staffBlogVariables(p: StaffBlogParams) {
  return {
    where: {
      search: p.q || null,
      status: p.status || null,
      tag: p.tag || null,
      authorId: p.author || null,
      locale: p.language || null,
    },
    orderBy: p.sort,
    take: BLOGS_PAGE_SIZE,
    skip: (p.page - 1) * BLOGS_PAGE_SIZE,
  };
}
