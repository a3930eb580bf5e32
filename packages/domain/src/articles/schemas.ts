import { z } from 'zod';
import { TAGS_PER_ITEM_MAX } from '../content-tags/rules';
import { withFieldLabels } from '../i18n/field-labels';
import { LOCALES } from '../users/enums';
import { ARTICLE_FIELD_LABELS, TESTIMONIAL_FIELD_LABELS } from './field-labels';
import {
  ARTICLE_STATUSES,
  ARTICLE_TYPES,
  ARTICLE_URL_MAX,
  ARTICLE_URL_MESSAGE_KEYS,
  articleUrlProblem,
  isContentImageUrl,
} from './rules';

/* Staff's article and testimonial forms; messages are VALIDATION_MESSAGES keys. */

const requiredText = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').nullish();

const articleUrl = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(ARTICLE_URL_MAX, 'tooLong')
  .superRefine((value, ctx) => {
    const problem = articleUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: ARTICLE_URL_MESSAGE_KEYS[problem] });
  });

const imageUrl = z
  .string()
  .trim()
  .max(ARTICLE_URL_MAX, 'tooLong')
  .refine((value) => value === '' || isContentImageUrl(value), 'articleImageInvalid')
  .nullish();

export const articleInputSchema = withFieldLabels(
  z.object({
    title: requiredText(200),
    subtitle: optionalText(200),
    description: optionalText(1000),
    articleUrl,
    articleType: z.enum(ARTICLE_TYPES, 'invalidChoice'),
    imageUrl,
    status: z.enum(ARTICLE_STATUSES, 'invalidChoice'),
    note: optionalText(2000),
    locale: z.enum(LOCALES, 'invalidChoice'),
    tags: z.array(z.string()).max(TAGS_PER_ITEM_MAX, 'invalid'),
  }),
  ARTICLE_FIELD_LABELS,
);
export type ArticleInput = z.infer<typeof articleInputSchema>;

export const testimonialInputSchema = withFieldLabels(
  z.object({
    fullName: requiredText(120),
    keyword: optionalText(80),
    quote: requiredText(600),
    imageUrl,
    locale: z.enum(LOCALES, 'invalidChoice'),
    isPublished: z.boolean(),
  }),
  TESTIMONIAL_FIELD_LABELS,
);
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;
