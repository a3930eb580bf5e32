import {
  articleInputSchema,
  testimonialInputSchema,
  type ArticleInput,
  type TestimonialInput,
} from '@rentals/domain/articles/schemas';
import type { ArticleStatus, ArticleType } from '@rentals/domain/articles/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { z } from 'zod';

/*
 * Staff's article and testimonial forms: the inputs hold text (empty for none); the shared
 * schemas read nulls. Tags are the names picked or typed.
 */

export interface ArticleFormValues {
  title: string;
  subtitle: string;
  description: string;
  articleUrl: string;
  articleType: ArticleType;
  imageUrl: string;
  status: ArticleStatus;
  note: string;
  locale: Locale;
  tags: string[];
}

interface EditableArticle {
  title: string;
  subtitle?: string | null;
  description: string;
  articleUrl: string;
  articleType: ArticleType;
  imageUrl?: string | null;
  status: ArticleStatus;
  note?: string | null;
  locale: Locale;
  tags: readonly { name: string }[];
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

export function articleFormValues(article: EditableArticle | null, locale: Locale): ArticleFormValues {
  return {
    title: article?.title ?? '',
    subtitle: article?.subtitle ?? '',
    description: article?.description ?? '',
    articleUrl: article?.articleUrl ?? '',
    articleType: article?.articleType ?? 'TRENDING',
    imageUrl: article?.imageUrl ?? '',
    status: article?.status ?? 'DRAFT',
    note: article?.note ?? '',
    locale: article?.locale ?? locale,
    tags: article?.tags.map((t) => t.name) ?? [],
  };
}

export const articleFormSchema = z.preprocess((input) => {
  const values = input as ArticleFormValues;
  return {
    ...values,
    subtitle: orNull(values.subtitle),
    description: orNull(values.description),
    imageUrl: orNull(values.imageUrl),
    note: orNull(values.note),
  };
}, articleInputSchema) as unknown as z.ZodType<ArticleInput, unknown>;

export interface TestimonialFormValues {
  fullName: string;
  keyword: string;
  quote: string;
  imageUrl: string;
  locale: Locale;
  isPublished: boolean;
}

interface EditableTestimonial {
  fullName: string;
  keyword?: string | null;
  quote: string;
  imageUrl?: string | null;
  locale: Locale;
  isPublished: boolean;
}

export function testimonialFormValues(t: EditableTestimonial | null, locale: Locale): TestimonialFormValues {
  return {
    fullName: t?.fullName ?? '',
    keyword: t?.keyword ?? '',
    quote: t?.quote ?? '',
    imageUrl: t?.imageUrl ?? '',
    locale: t?.locale ?? locale,
    isPublished: t?.isPublished ?? true,
  };
}

export const testimonialFormSchema = z.preprocess((input) => {
  const values = input as TestimonialFormValues;
  return { ...values, keyword: orNull(values.keyword), imageUrl: orNull(values.imageUrl) };
}, testimonialInputSchema) as unknown as z.ZodType<TestimonialInput, unknown>;
