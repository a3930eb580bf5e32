import { z } from 'zod';
import { isoDateSchema } from '../iso-date-schema';
import { withFieldLabels } from '../i18n/field-labels';
import { LEGAL_KINDS } from './enums';

/** Longest 'what changed' summary shown in the acceptance dialog. */
export const LEGAL_SUMMARY_MAX_LENGTH = 1000;

export const legalKindSchema = z.enum(LEGAL_KINDS, 'invalidChoice');

/**
 * A draft's fields; the bodies (editor JSON) are checked by the rich-text parser on the server.
 * Every field is optional: an update changes only what it names.
 */
export const updateLegalDraftSchema = z.object({
  effectiveOn: isoDateSchema.nullish(),
  summaryEn: z.string().trim().max(LEGAL_SUMMARY_MAX_LENGTH, 'tooLong').nullish(),
  summaryFr: z.string().trim().max(LEGAL_SUMMARY_MAX_LENGTH, 'tooLong').nullish(),
  bodyEn: z.unknown().optional(),
  bodyFr: z.unknown().optional(),
});
export type UpdateLegalDraftInput = z.infer<typeof updateLegalDraftSchema>;

export const LEGAL_FIELD_LABELS = {
  effectiveOn: { en: 'Effective date', fr: 'Date d’entrée en vigueur' },
  summaryEn: { en: 'Summary of changes (English)', fr: 'Résumé des changements (anglais)' },
  summaryFr: { en: 'Summary of changes (French)', fr: 'Résumé des changements (français)' },
  bodyEn: { en: 'Text (English)', fr: 'Texte (anglais)' },
  bodyFr: { en: 'Text (French)', fr: 'Texte (français)' },
} as const;

withFieldLabels(updateLegalDraftSchema, LEGAL_FIELD_LABELS);
