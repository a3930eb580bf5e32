import type { TFunction } from 'i18next';
import type { KnowledgeCenterQuery } from '../../gql/graphql';
import type { PageHead } from '../../lib/head/page-head';

type Hub = KnowledgeCenterQuery['knowledgeCenter'];

/*
 * The head of /knowledge-center: its Open Graph picture is the newest post's (or article's)
 * picture, and its JSON-LD the page as a collection of the posts it lists. The canonical is the
 * hub itself: a search (?q=) is the same page to a search engine, and is kept out of the index.
 */
export function knowledgeCenterHead(
  t: TFunction<'knowledgeCenter'>,
  query: string,
  hub: Hub | undefined,
): PageHead {
  const image =
    hub?.posts.find((post) => post.thumbnailUrl)?.thumbnailUrl ??
    [...(hub?.trending ?? []), ...(hub?.estateScoop ?? [])].find((article) => article.imageUrl)?.imageUrl ??
    null;
  return {
    title: t('title'),
    description: t('headDescription'),
    path: '/knowledge-center',
    image,
    imageAlt: image ? t('title') : undefined,
    noindex: query.length > 0,
    feeds: [
      { title: t('feeds.rss'), href: '/blogs/rss.xml', type: 'rss' },
      { title: t('feeds.atom'), href: '/blogs/atom.xml', type: 'atom' },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: t('title'),
        description: t('headDescription'),
        url: '/knowledge-center',
        hasPart: (hub?.posts ?? []).map((post) => ({
          '@type': 'BlogPosting',
          headline: post.title,
          url: `/blog/${post.id}/${post.slug}`,
          datePublished: post.publishedAt,
        })),
      },
    ],
  };
}
