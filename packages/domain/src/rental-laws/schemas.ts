import { z } from 'zod';
import { todayIso } from '../dates';
import { withFieldLabels } from '../i18n/field-labels';
import { PAGE_SIZE } from '../limits';
import { isoDateSchema } from '../iso-date-schema';
import { LOCALES, PROVINCES } from '../users/enums';
import { RENTAL_LAW_FIELD_LABELS } from './field-labels';
import { RENTAL_LAW_AUDIENCES, RENTAL_LAW_TOPIC_PATTERN } from './rules';

/** Longest title, summary, topic key, source title and link, in characters. */
export const RENTAL_LAW_TITLE_MAX = 200;
export const RENTAL_LAW_DESCRIPTION_MAX = 500;
export const RENTAL_LAW_TOPIC_MAX = 60;
export const RENTAL_LAW_SOURCE_TITLE_MAX = 200;
export const RENTAL_LAW_SOURCE_URL_MAX = 500;
/** The staff table shows this many entries a page, as every staff list (limits.ts). */
export const RENTAL_LAWS_PAGE_SIZE = PAGE_SIZE;

const requiredText = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong');

/** An official page: an absolute https link (an http or javascript: link is refused). */
export const rentalLawSourceUrlSchema = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(RENTAL_LAW_SOURCE_URL_MAX, 'tooLong')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'httpsUrl');

/**
 * An entry as staff write it (createRentalLaw, updateRentalLaw and the editor). The body is the
 * editor's JSON, checked and sanitized by the API's richTextForStorage, which also refuses an empty
 * body on a published entry.
 */
export const rentalLawInputSchema = withFieldLabels(
  z.object({
    title: requiredText(RENTAL_LAW_TITLE_MAX),
    description: z.string().trim().max(RENTAL_LAW_DESCRIPTION_MAX, 'tooLong').default(''),
    province: z.enum(PROVINCES, 'invalidChoice'),
    audience: z.enum(RENTAL_LAW_AUDIENCES, 'invalidChoice'),
    topic: requiredText(RENTAL_LAW_TOPIC_MAX).refine((v) => RENTAL_LAW_TOPIC_PATTERN.test(v), 'invalid'),
    locale: z.enum(LOCALES, 'invalidChoice'),
    body: z.unknown(),
    sourceUrl: rentalLawSourceUrlSchema,
    sourceTitle: z
      .string()
      .trim()
      .max(RENTAL_LAW_SOURCE_TITLE_MAX, 'tooLong')
      .nullish()
      .transform((v) => v || null),
    lastReviewedOn: z
      .string('required')
      .min(1, 'required')
      .pipe(isoDateSchema)
      .refine((v) => v <= todayIso(), 'notFuture'),
    position: z.number().int('invalid').min(0, 'min').max(10_000, 'max').default(0),
    isPublished: z.boolean().default(false),
  }),
  RENTAL_LAW_FIELD_LABELS,
);
export type RentalLawInput = z.output<typeof rentalLawInputSchema>;

/** The staff list's filters, all optional. */
export const rentalLawFilterSchema = z.object({
  province: z.enum(PROVINCES, 'invalidChoice').nullish(),
  audience: z.enum(RENTAL_LAW_AUDIENCES, 'invalidChoice').nullish(),
  topic: z.string().trim().max(RENTAL_LAW_TOPIC_MAX, 'tooLong').nullish(),
  locale: z.enum(LOCALES, 'invalidChoice').nullish(),
  published: z.boolean().nullish(),
  needsReview: z.boolean().nullish(),
});
export type RentalLawFilter = z.output<typeof rentalLawFilterSchema>;
