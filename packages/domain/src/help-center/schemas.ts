import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { isSafeImageSrc } from '../rich-text/urls';
import { LOCALES, PROVINCES } from '../users/enums';
import {
  HELP_ARTICLE_FIELD_LABELS,
  HELP_COLLECTION_FIELD_LABELS,
  HELP_FEEDBACK_FIELD_LABELS,
} from './field-labels';
import {
  HELP_AUDIENCES,
  HELP_COLLECTION_DESCRIPTION_MAX,
  HELP_COLLECTION_ICONS,
  HELP_COLLECTION_TITLE_MAX,
  HELP_DESCRIPTION_MAX,
  HELP_FEEDBACK_COMMENT_MAX,
  HELP_KEYS,
  HELP_TITLE_MAX,
} from './rules';

/*
 * The staff collection and article forms and the readers' feedback. The same schemas check the
 * web forms and the mutations: an over-long field answers VALIDATION_FAILED naming it.
 */

const blankAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankAsNull, schema.nullish()).transform((v) => v ?? null);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((v) => v ?? '');
/** A picture address: one of our files or https. */
const pictureUrl = z.string().max(2048, 'tooLong').refine(isSafeImageSrc, 'invalid');

export const helpCollectionInputSchema = withFieldLabels(
  z.object({
    titleEn: z.string('required').trim().min(1, 'required').max(HELP_COLLECTION_TITLE_MAX, 'tooLong'),
    titleFr: z.string('required').trim().min(1, 'required').max(HELP_COLLECTION_TITLE_MAX, 'tooLong'),
    descriptionEn: text(HELP_COLLECTION_DESCRIPTION_MAX),
    descriptionFr: text(HELP_COLLECTION_DESCRIPTION_MAX),
    icon: optional(z.enum(HELP_COLLECTION_ICONS, 'invalidChoice')),
    thumbnailUrl: optional(pictureUrl),
    audience: z.enum(HELP_AUDIENCES, 'invalidChoice').default('EVERYONE'),
  }),
  HELP_COLLECTION_FIELD_LABELS,
);
export type HelpCollectionInput = z.input<typeof helpCollectionInputSchema>;
export type HelpCollectionData = z.output<typeof helpCollectionInputSchema>;

export const helpArticleInputSchema = withFieldLabels(
  z.object({
    collectionId: z.string('required').uuid('invalid'),
    title: z.string('required').trim().min(1, 'required').max(HELP_TITLE_MAX, 'tooLong'),
    description: text(HELP_DESCRIPTION_MAX),
    /** The editor's JSON; checked by the rich-text rules (an empty text may be saved as a draft). */
    body: z.unknown(),
    thumbnailUrl: optional(pictureUrl),
    province: optional(z.enum(PROVINCES, 'invalidChoice')),
    userType: z.enum(HELP_AUDIENCES, 'invalidChoice').default('EVERYONE'),
    locale: z.enum(LOCALES, 'invalidChoice'),
    /** The id of the same article in the other language, to link the two versions. */
    translationOf: optional(z.string().uuid('invalid')),
    helpKey: optional(z.enum(HELP_KEYS, 'invalidChoice')),
    /** Left out: false for a new article, unchanged for an existing one (an edit never unpublishes by omission). */
    isPublished: z.boolean().nullish(),
  }),
  HELP_ARTICLE_FIELD_LABELS,
);
export type HelpArticleInput = z.input<typeof helpArticleInputSchema>;
export type HelpArticleData = z.output<typeof helpArticleInputSchema>;

export const helpFeedbackSchema = withFieldLabels(
  z.object({
    helpful: z.boolean('required'),
    /** Only kept with a 'No'. */
    comment: optional(z.string().trim().max(HELP_FEEDBACK_COMMENT_MAX, 'tooLong')),
  }),
  HELP_FEEDBACK_FIELD_LABELS,
);
export type HelpFeedbackInput = z.input<typeof helpFeedbackSchema>;
