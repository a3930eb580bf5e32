import { LOCALES, type Locale } from '@rentals/domain/users/enums';

/*
 * /blogs keeps its filters in the URL (?q=&tag=&posts=&page=), so a shared link or a tag link from
 * a post (/blogs?tag=Moving) shows the same list. `posts` is the language of the posts shown when
 * the visitor asked for the other language's; otherwise the posts are in the page's language.
 */

export interface PublicBlogParams {
  q: string;
  tag: string;
  /** The other language's posts, or '' for the page's own. */
  posts: Locale | '';
  /** 1-based. */
  page: number;
}

export const NO_PUBLIC_FILTERS = { q: '', tag: '' } as const;

export function readPublicBlogParams(query: URLSearchParams): PublicBlogParams {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  const posts = query.get('posts') ?? '';
  return {
    q: (query.get('q') ?? '').slice(0, 100),
    tag: (query.get('tag') ?? '').slice(0, 40),
    posts: (LOCALES as readonly string[]).includes(posts) ? (posts as Locale) : '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The query after `change`; a new filter starts at page 1. */
export function writePublicBlogParams(
  query: URLSearchParams,
  change: Partial<PublicBlogParams>,
): URLSearchParams {
  const current = readPublicBlogParams(query);
  const moved = (['q', 'tag', 'posts'] as const).some((key) => key in change && change[key] !== current[key]);
  const next = { ...current, ...change, ...(moved && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams(query);
  for (const key of ['q', 'tag', 'posts'] as const) {
    if (next[key]) params.set(key, next[key]);
    else params.delete(key);
  }
  if (next.page > 1) params.set('page', String(next.page));
  else params.delete('page');
  return params;
}

/** The path of a post: /blog/{id}/{slug}. */
export const blogPostPath = (post: { id: string; slug: string }) => `/blog/${post.id}/${post.slug}`;

/** The path of the list filtered by a tag. */
export const blogTagPath = (tag: string) => `/blogs?${new URLSearchParams({ tag }).toString()}`;
