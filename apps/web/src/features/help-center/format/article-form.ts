import type { HelpAudience } from '@rentals/domain/help-center/rules';
import { helpArticleInputSchema, type HelpArticleData } from '@rentals/domain/help-center/schemas';
import { EMPTY_RICH_TEXT, type RichTextDoc } from '@rentals/domain/rich-text/document';
import type { Locale } from '@rentals/domain/users/enums';
import type { z } from 'zod';

/*
 * The article editor's values: selects and optional fields hold '' for "none" (all provinces, no
 * help key, no other-language version), which the shared schema (helpArticleInputSchema, the one
 * the API parses with) reads as null.
 */
export interface ArticleFormValues {
  collectionId: string;
  title: string;
  description: string;
  body: RichTextDoc | null;
  thumbnailUrl: string;
  /** '' for all provinces. */
  province: string;
  userType: HelpAudience;
  locale: Locale;
  /** Id of the article in the other language, '' for none. */
  translationOf: string;
  /** '' for none. */
  helpKey: string;
  isPublished: boolean;
}

export const articleFormSchema = helpArticleInputSchema as unknown as z.ZodType<HelpArticleData, unknown>;

export interface EditableArticle {
  title: string;
  description: string;
  bodyJson?: unknown;
  thumbnailUrl?: string | null;
  categoryId: string;
  province?: string | null;
  userType: HelpAudience;
  locale: Locale;
  helpKey?: string | null;
  isPublished: boolean;
  translation?: { id: string } | null;
}

/** What a new article starts from: its collection, language and linked version (from the URL). */
export interface NewArticleStart {
  collectionId: string;
  locale: Locale;
  translationOf: string;
}

/** The form's values for an article, or for a new one. */
export function articleFormValues(
  article: EditableArticle | null,
  start: NewArticleStart,
): ArticleFormValues {
  if (!article) {
    return {
      collectionId: start.collectionId,
      title: '',
      description: '',
      body: EMPTY_RICH_TEXT,
      thumbnailUrl: '',
      province: '',
      userType: 'EVERYONE',
      locale: start.locale,
      translationOf: start.translationOf,
      helpKey: '',
      isPublished: false,
    };
  }
  return {
    collectionId: article.categoryId,
    title: article.title,
    description: article.description,
    body: (article.bodyJson as RichTextDoc | null | undefined) ?? EMPTY_RICH_TEXT,
    thumbnailUrl: article.thumbnailUrl ?? '',
    province: article.province ?? '',
    userType: article.userType,
    locale: article.locale,
    translationOf: article.translation?.id ?? '',
    helpKey: article.helpKey ?? '',
    isPublished: article.isPublished,
  };
}

/** The address of a new article of `collectionId`, pre-linked to `translationOf` in `locale`. */
export function newArticlePath(collectionId: string, locale?: Locale, translationOf?: string): string {
  const query = new URLSearchParams();
  if (locale) query.set('locale', locale);
  if (translationOf) query.set('translationOf', translationOf);
  const search = query.toString();
  return `/admin-help-center/${collectionId}/new${search ? `?${search}` : ''}`;
}

/** A new article's language and linked version, read from its address (anything else ignored). */
export function readNewArticleStart(
  collectionId: string,
  search: URLSearchParams,
  fallback: Locale,
): NewArticleStart {
  const locale = search.get('locale');
  const translationOf = search.get('translationOf') ?? '';
  return {
    collectionId,
    locale: locale === 'en' || locale === 'fr' ? locale : fallback,
    translationOf: /^[0-9a-f-]{36}$/i.test(translationOf) ? translationOf : '',
  };
}

export function articlePath(id: string): string {
  return `/admin-help-center/article/${id}`;
}
