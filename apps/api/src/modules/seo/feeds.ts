import { citySlug } from '@rentals/domain/knowledge-center/city-slug';
import type { Locale } from '@rentals/domain/users/enums';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogAuthors, blogs } from '../../db/schema/blogs';
import { listings } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import { publiclyVisible } from '../listings/listing-states';
import { atomDocument, rssDocument, type FeedChannel } from './feed-xml';

/*
 * The site's feeds: published blog posts (RSS and Atom, one language each) and the newest
 * approved listings of one city (RSS). Readers poll them, so each holds only the newest items.
 */

export const FEED_ITEMS = 30;
export const BLOG_RSS_PATH = '/blogs/rss.xml';
export const BLOG_ATOM_PATH = '/blogs/atom.xml';
const CITY_FEED = /^\/feeds\/listings\/([a-z0-9]+(?:-[a-z0-9]+)*)\.xml$/;

export type FeedRequest = { kind: 'blogs'; format: 'rss' | 'atom' } | { kind: 'city-listings'; slug: string };

export function feedRequest(pathname: string): FeedRequest | null {
  if (pathname === BLOG_RSS_PATH) return { kind: 'blogs', format: 'rss' };
  if (pathname === BLOG_ATOM_PATH) return { kind: 'blogs', format: 'atom' };
  const slug = CITY_FEED.exec(pathname)?.[1];
  return slug ? { kind: 'city-listings', slug } : null;
}

const TEXTS = {
  blogTitle: { en: 'Rentals blog', fr: 'Blogue Rentals' },
  blogDescription: {
    en: 'Guides and news for renters and landlords in Canada.',
    fr: 'Guides et nouvelles pour les locataires et les propriétaires au Canada.',
  },
  cityTitle: { en: 'New rentals in {city}', fr: 'Nouvelles locations à {city}' },
  cityDescription: {
    en: 'The newest homes for rent in {city}.',
    fr: 'Les plus récents logements à louer à {city}.',
  },
} as const;

export const FEED_TYPES = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** `lang` from the query (?lang=fr), English otherwise. */
export const feedLocale = (search: URLSearchParams): Locale => (search.get('lang') === 'fr' ? 'fr' : 'en');

const withLang = (url: string, locale: Locale) => `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;

/** An absolute URL for a path or a URL stored as is. */
const absolute = (origin: string, url: string | null) => (url ? new URL(url, `${origin}/`).toString() : null);

async function blogChannel(db: Db, origin: string, locale: Locale, self: string): Promise<FeedChannel> {
  const rows = await db
    .select({
      id: blogs.id,
      slug: blogs.slug,
      title: blogs.title,
      description: blogs.description,
      publishedAt: blogs.publishedAt,
      updatedAt: blogs.updatedAt,
      thumbnailUrl: blogs.thumbnailUrl,
      author: blogAuthors.name,
    })
    .from(blogs)
    .leftJoin(blogAuthors, eq(blogAuthors.id, blogs.authorId))
    .where(and(eq(blogs.isPublished, true), eq(blogs.locale, locale)))
    .orderBy(desc(sql`coalesce(${blogs.publishedAt}, ${blogs.updatedAt})`), desc(blogs.id))
    .limit(FEED_ITEMS);
  return {
    title: TEXTS.blogTitle[locale],
    description: TEXTS.blogDescription[locale],
    link: withLang(`${origin}/blogs`, locale),
    self,
    language: locale,
    items: rows.map((row) => ({
      url: withLang(`${origin}/blog/${row.id}/${row.slug}`, locale),
      title: row.title,
      summary: row.description,
      date: row.publishedAt ?? row.updatedAt,
      author: row.author,
      imageUrl: absolute(origin, row.thumbnailUrl),
    })),
  };
}

async function cityChannel(db: Db, origin: string, locale: Locale, slug: string, self: string) {
  // A few hundred cities at most: the slug is matched on the names, as the page writes them.
  const accepted = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.accepted, true))
    .orderBy(cities.createdAt);
  const city = accepted.find((row) => citySlug(row.name) === slug);
  if (!city) return null;
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      description: listings.description,
      date: sql<Date>`coalesce(${listings.approvedAt}, ${listings.createdAt})`.mapWith(listings.createdAt),
    })
    .from(listings)
    .where(and(publiclyVisible, eq(listings.searchCityId, city.id)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(FEED_ITEMS);
  const fill = (text: string) => text.replace('{city}', city.name);
  return {
    title: fill(TEXTS.cityTitle[locale]),
    description: fill(TEXTS.cityDescription[locale]),
    link: withLang(`${origin}/search?${new URLSearchParams({ city: city.name }).toString()}`, locale),
    self,
    language: locale,
    items: rows.map((row) => ({
      url: withLang(`${origin}/listing/${row.id}`, locale),
      title: row.title,
      summary: (row.description ?? '').replace(/\s+/g, ' ').trim().slice(0, 400),
      date: row.date,
    })),
  } satisfies FeedChannel;
}

/** The feed's document and content type, or null for a city that does not exist. */
export async function feedDocument(
  db: Db,
  origin: string,
  request: FeedRequest,
  search: URLSearchParams,
): Promise<{ body: string; type: string } | null> {
  const locale = feedLocale(search);
  if (request.kind === 'blogs') {
    const path = request.format === 'rss' ? BLOG_RSS_PATH : BLOG_ATOM_PATH;
    const channel = await blogChannel(db, origin, locale, withLang(`${origin}${path}`, locale));
    return request.format === 'rss'
      ? { body: rssDocument(channel), type: FEED_TYPES.rss }
      : { body: atomDocument(channel), type: FEED_TYPES.atom };
  }
  const self = withLang(`${origin}/feeds/listings/${request.slug}.xml`, locale);
  const channel = await cityChannel(db, origin, locale, request.slug, self);
  return channel ? { body: rssDocument(channel), type: FEED_TYPES.rss } : null;
}
