import type { TFunction } from 'i18next';
import type { Locale } from '@rentals/domain/users/enums';
import type { HelpArticlePageQuery, HelpCollectionPageQuery } from '../../../gql/graphql';
import { breadcrumbList, clipText, type PageHead } from '../../../lib/head/page-head';
import { HELP_CENTER_PATH, helpArticlePath, helpCollectionPath } from './help-paths';
import { collectionText, collectionTitle } from './local-text';

/*
 * The heads of the help center's pages: what shared links preview and search engines read before
 * any script runs. A search (?q=) is the same page to a search engine, kept out of the index; an
 * article is a schema.org TechArticle with the breadcrumbs the page shows.
 */

type Collection = NonNullable<HelpCollectionPageQuery['helpCollection']>;
type Article = NonNullable<HelpArticlePageQuery['singleHelpCenter']>;
type T = TFunction<'helpCenter'>;

export function helpCenterHead(t: T, query: string): PageHead {
  return {
    title: t('title'),
    description: t('headDescription'),
    path: HELP_CENTER_PATH,
    noindex: query.length > 0,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: t('title'),
        description: t('headDescription'),
        url: HELP_CENTER_PATH,
      },
    ],
  };
}

export function helpCollectionHead(collection: Collection, locale: Locale, t: T): PageHead {
  const { title, description } = collectionText(collection, locale);
  const path = helpCollectionPath(collection.id);
  return {
    title: `${title} · ${t('title')}`,
    description: clipText(description || title),
    path,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: title,
        url: path,
        hasPart: collection.articles.map((a) => ({
          '@type': 'TechArticle',
          headline: a.title,
          url: helpArticlePath(a.id),
        })),
      },
      breadcrumbList([
        { name: t('title'), path: HELP_CENTER_PATH },
        { name: title, path },
      ]),
    ],
  };
}

export function helpArticleHead(article: Article, locale: Locale, t: T): PageHead {
  const path = helpArticlePath(article.id);
  const description = clipText(article.description || article.title);
  const collection = collectionTitle(article.category, locale);
  return {
    title: article.title,
    description,
    path,
    image: article.thumbnailUrl,
    imageAlt: article.thumbnailUrl ? article.title : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'TechArticle',
        headline: article.title,
        description,
        url: path,
        mainEntityOfPage: path,
        inLanguage: article.locale === 'fr' ? 'fr-CA' : 'en-CA',
        image: article.thumbnailUrl ? [article.thumbnailUrl] : undefined,
        datePublished: article.publishedAt ?? undefined,
        dateModified: article.updatedAt,
        timeRequired: `PT${article.readingMinutes}M`,
        articleSection: collection,
      },
      breadcrumbList([
        { name: t('title'), path: HELP_CENTER_PATH },
        { name: collection, path: helpCollectionPath(article.category.id) },
        { name: article.title, path },
      ]),
    ],
  };
}

/** A collection or an article that is not there: out of the index, answered with a 404. */
export function helpNotFoundHead(t: T, kind: 'collection' | 'article', path: string): PageHead {
  return {
    title: t(`${kind}.notFoundTitle`),
    description: t(`${kind}.notFoundText`),
    path,
    noindex: true,
  };
}
