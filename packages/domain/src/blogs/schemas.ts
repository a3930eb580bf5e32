import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { isSafeImageSrc } from '../rich-text/urls';
import { LOCALES } from '../users/enums';
import { BLOG_AUTHOR_FIELD_LABELS, BLOG_FIELD_LABELS } from './field-labels';
import {
  BLOG_AUTHOR_BIO_MAX,
  BLOG_AUTHOR_NAME_MAX,
  BLOG_DESCRIPTION_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
} from './rules';

/*
 * The staff post and author forms. The same schemas check the web forms and createBlog /
 * updateBlog / createBlogAuthor: an over-long field answers VALIDATION_FAILED naming it.
 */

const blankAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankAsNull, schema.nullish()).transform((v) => v ?? null);
/** A picture address: one of our files or https. */
const pictureUrl = z.string().max(2048, 'tooLong').refine(isSafeImageSrc, 'invalid');

export const blogInputSchema = withFieldLabels(
  z.object({
    title: z.string('required').trim().min(1, 'required').max(BLOG_TITLE_MAX, 'tooLong'),
    /** Left out or blank: made from the title. */
    slug: optional(z.string().trim().toLowerCase().max(BLOG_SLUG_MAX, 'tooLong')),
    description: z
      .string()
      .trim()
      .max(BLOG_DESCRIPTION_MAX, 'tooLong')
      .nullish()
      .transform((v) => v ?? ''),
    /** The editor's JSON; checked by the rich-text rules. */
    body: z.unknown(),
    thumbnailUrl: optional(pictureUrl),
    tags: z.array(z.string()).default([]),
    authorId: optional(z.string().uuid('invalid')),
    locale: z.enum(LOCALES, 'invalidChoice'),
    isPublished: z.boolean().default(false),
    /** A time to publish at, for a post not published now. */
    publishAt: z.coerce
      .date('invalid')
      .nullish()
      .transform((v) => v ?? null),
  }),
  BLOG_FIELD_LABELS,
);
export type BlogInput = z.input<typeof blogInputSchema>;
export type BlogData = z.output<typeof blogInputSchema>;

export const blogAuthorSchema = withFieldLabels(
  z.object({
    name: z.string('required').trim().min(1, 'required').max(BLOG_AUTHOR_NAME_MAX, 'tooLong'),
    bio: optional(z.string().trim().max(BLOG_AUTHOR_BIO_MAX, 'tooLong')),
    avatarUrl: optional(pictureUrl),
  }),
  BLOG_AUTHOR_FIELD_LABELS,
);
export type BlogAuthorInput = z.input<typeof blogAuthorSchema>;
export type BlogAuthorData = z.output<typeof blogAuthorSchema>;
