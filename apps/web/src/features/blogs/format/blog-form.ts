import { BLOG_VIEW_TIME_ZONE } from '@rentals/domain/blogs/rules';
import { BLOG_FIELD_LABELS } from '@rentals/domain/blogs/field-labels';
import { blogInputSchema } from '@rentals/domain/blogs/schemas';
import { withFieldLabels } from '@rentals/domain/i18n/field-labels';
import type { RichTextDoc } from '@rentals/domain/rich-text/document';
import type { Locale } from '@rentals/domain/users/enums';
import { localToUtc, utcToLocal, wallClockExists } from '@rentals/domain/viewings/time-zones';
import { z } from 'zod';
import type { BlogInput, StaffBlogQuery } from '../../../gql/graphql';

/*
 * The staff post form: the domain's post schema, with the publication chosen as one of three
 * (publish now, schedule at a Toronto date and time, keep as a draft) instead of the API's two
 * fields. Staff schedule in Toronto time whatever their computer's zone: the team works in it.
 */

export const PUBLICATION_MODES = ['publish', 'schedule', 'draft'] as const;
export type PublicationMode = (typeof PUBLICATION_MODES)[number];

/** Staff schedule posts in this zone. */
export const SCHEDULE_TIME_ZONE = BLOG_VIEW_TIME_ZONE;

export const blogFormSchema = withFieldLabels(
  blogInputSchema
    .omit({ isPublished: true, publishAt: true })
    .extend({
      mode: z.enum(PUBLICATION_MODES),
      /** YYYY-MM-DDTHH:mm in Toronto time, as a datetime-local field holds it. */
      scheduleAt: z.string(),
    })
    .superRefine((form, ctx) => {
      if (form.mode !== 'schedule') return;
      const [date, time] = form.scheduleAt.split('T');
      if (!date || !time || !wallClockExists(date, time.slice(0, 5), SCHEDULE_TIME_ZONE)) {
        ctx.addIssue({ code: 'custom', path: ['scheduleAt'], message: 'required' });
      }
    }),
  { ...BLOG_FIELD_LABELS, scheduleAt: BLOG_FIELD_LABELS.publishAt, mode: BLOG_FIELD_LABELS.isPublished },
);

export interface BlogFormValues {
  title: string;
  slug: string;
  description: string;
  body: RichTextDoc | null;
  thumbnailUrl: string;
  tags: string[];
  authorId: string;
  locale: Locale;
  mode: PublicationMode;
  scheduleAt: string;
}
export type BlogFormOutput = z.output<typeof blogFormSchema>;

type StaffPost = NonNullable<StaffBlogQuery['blog']>;

/** A datetime-local value in Toronto time for an instant. */
export function torontoInputValue(iso: string): string {
  const wall = utcToLocal(new Date(iso), SCHEDULE_TIME_ZONE);
  return `${wall.date}T${wall.time}`;
}

/** The form's values for a new post (in the staff member's language) or an existing one. */
export function blogFormValues(post: StaffPost | null, locale: Locale): BlogFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    description: post?.description ?? '',
    body: (post?.bodyJson as RichTextDoc | null | undefined) ?? null,
    thumbnailUrl: post?.thumbnailUrl ?? '',
    tags: post?.tags.map((tag) => tag.name) ?? [],
    authorId: post?.author?.id ?? '',
    locale: (post?.locale as Locale | undefined) ?? locale,
    mode: !post || post.status === 'DRAFT' ? 'draft' : post.status === 'SCHEDULED' ? 'schedule' : 'publish',
    scheduleAt: post?.publishAt ? torontoInputValue(post.publishAt) : '',
  };
}

/** What createBlog / updateBlog take from the checked form. */
export function blogInputOf(form: BlogFormOutput): BlogInput {
  const [date = '', time = ''] = form.scheduleAt.split('T');
  return {
    title: form.title,
    slug: form.slug,
    description: form.description,
    body: form.body ?? { type: 'doc', content: [] },
    thumbnailUrl: form.thumbnailUrl,
    tags: form.tags,
    authorId: form.authorId,
    locale: form.locale,
    isPublished: form.mode === 'publish',
    publishAt:
      form.mode === 'schedule' ? localToUtc(date, time.slice(0, 5), SCHEDULE_TIME_ZONE).toISOString() : null,
  };
}
