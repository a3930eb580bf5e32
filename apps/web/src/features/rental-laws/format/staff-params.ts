import { RENTAL_LAW_AUDIENCES, type RentalLawAudience } from '@rentals/domain/rental-laws/rules';
import { RENTAL_LAWS_PAGE_SIZE } from '@rentals/domain/rental-laws/schemas';
import { LOCALES, PROVINCES, type Locale, type Province } from '@rentals/domain/users/enums';
import { oneOf } from '../../../lib/paging/param-choice';

/*
 * /admin-rental-laws keeps its filters and page in the URL
 * (?province=&audience=&language=&published=&review=&page=), so a reload or a shared link shows
 * the same rows.
 */

export interface RentalLawStaffParams {
  province: Province | '';
  audience: RentalLawAudience | '';
  language: Locale | '';
  published: 'yes' | 'no' | '';
  /** 'due': only entries last reviewed more than a year ago. */
  review: 'due' | '';
  /** 1-based. */
  page: number;
}

const FILTERS = ['province', 'audience', 'language', 'published', 'review'] as const;
export const NO_FILTERS = { province: '', audience: '', language: '', published: '', review: '' } as const;

export function readStaffParams(query: URLSearchParams): RentalLawStaffParams {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  return {
    province: oneOf(PROVINCES, query.get('province')),
    audience: oneOf(RENTAL_LAW_AUDIENCES, query.get('audience')),
    language: oneOf(LOCALES, query.get('language')),
    published: oneOf(['yes', 'no'] as const, query.get('published')),
    review: oneOf(['due'] as const, query.get('review')),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The query after `change`, other parameters kept; a new filter starts at page 1. */
export function writeStaffParams(
  query: URLSearchParams,
  change: Partial<RentalLawStaffParams>,
): URLSearchParams {
  const current = readStaffParams(query);
  const moved = FILTERS.some((key) => key in change && change[key] !== current[key]);
  const next = { ...current, ...change, ...(moved && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams(query);
  for (const key of FILTERS) {
    if (next[key]) params.set(key, next[key]);
    else params.delete(key);
  }
  if (next.page > 1) params.set('page', String(next.page));
  else params.delete('page');
  return params;
}

export const isFiltered = (p: RentalLawStaffParams) => FILTERS.some((key) => !!p[key]);

/** The API's variables for a page of the list. */
export function staffListVariables(p: RentalLawStaffParams) {
  return {
    where: {
      province: p.province || null,
      audience: p.audience || null,
      language: p.language || null,
      published: p.published ? p.published === 'yes' : null,
      needsReview: p.review ? true : null,
    },
    take: RENTAL_LAWS_PAGE_SIZE,
    skip: (p.page - 1) * RENTAL_LAWS_PAGE_SIZE,
  };
}
