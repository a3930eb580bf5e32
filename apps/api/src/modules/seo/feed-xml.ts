import { escapeXml, XML_DECLARATION } from './sitemap-xml';

/*
 * RSS 2.0 and Atom 1.0 documents. Every text is escaped (titles may hold & < >), every link is
 * absolute, and dates are in each format's own form (RFC 822 for RSS, RFC 3339 for Atom).
 */

export interface FeedItem {
  /** A stable id: the item's absolute URL serves as its guid. */
  url: string;
  title: string;
  summary: string;
  date: Date;
  author?: string | null;
  imageUrl?: string | null;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed is about (absolute). */
  link: string;
  /** The feed's own address (absolute): rel="self". */
  self: string;
  language: 'en' | 'fr';
  items: FeedItem[];
}

const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** The newest item's date, or now for an empty feed. */
const updatedOf = (channel: FeedChannel) =>
  channel.items.reduce<Date | null>(
    (latest, item) => (!latest || item.date > latest ? item.date : latest),
    null,
  ) ?? new Date();

export function rssDocument(channel: FeedChannel): string {
  const items = channel.items.map((item) =>
    [
      '<item>',
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(item.url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `<description>${escapeXml(item.summary)}</description>`,
      `<pubDate>${item.date.toUTCString()}</pubDate>`,
      ...(item.imageUrl
        ? [`<enclosure url="${escapeXml(item.imageUrl)}" type="image/jpeg" length="0"/>`]
        : []),
      '</item>\n',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    `<rss version="2.0" xmlns:atom="${ATOM_NS}">\n<channel>\n`,
    `<title>${escapeXml(channel.title)}</title>\n`,
    `<link>${escapeXml(channel.link)}</link>\n`,
    `<description>${escapeXml(channel.description)}</description>\n`,
    `<language>${channel.language === 'fr' ? 'fr-CA' : 'en-CA'}</language>\n`,
    `<lastBuildDate>${updatedOf(channel).toUTCString()}</lastBuildDate>\n`,
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>\n`,
    ...items,
    '</channel>\n</rss>\n',
  ].join('');
}

export function atomDocument(channel: FeedChannel): string {
  const entries = channel.items.map((item) =>
    [
      '<entry>',
      `<id>${escapeXml(item.url)}</id>`,
      `<title type="text">${escapeXml(item.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>`,
      `<updated>${item.date.toISOString()}</updated>`,
      `<summary type="text">${escapeXml(item.summary)}</summary>`,
      ...(item.author ? [`<author><name>${escapeXml(item.author)}</name></author>`] : []),
      '</entry>\n',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    `<feed xmlns="${ATOM_NS}" xml:lang="${channel.language}">\n`,
    `<id>${escapeXml(channel.self)}</id>\n`,
    `<title type="text">${escapeXml(channel.title)}</title>\n`,
    `<subtitle type="text">${escapeXml(channel.description)}</subtitle>\n`,
    `<link rel="alternate" type="text/html" href="${escapeXml(channel.link)}"/>\n`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(channel.self)}"/>\n`,
    `<updated>${updatedOf(channel).toISOString()}</updated>\n`,
    ...entries,
    '</feed>\n',
  ].join('');
}
