import { z } from 'zod';
import { fieldLabelFor } from '@rentals/domain/i18n/field-labels';
import { AppError, type FieldIssue } from './errors';

/**
 * Parses input with a shared zod schema from packages/domain. Failure answers VALIDATION_FAILED
 * with every field's path and message key, the same keys the web form shows, and the label the
 * schema gives the field. Typed on zod's core
 * type so classic and zod/mini schemas (those the web loads on its first page, e.g. search) both fit.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const fields: FieldIssue[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (fields.some((f) => f.path === path)) continue;
    const params: Record<string, string | number> = {};
    if (issue.code === 'too_small' && typeof issue.minimum === 'number') params.min = issue.minimum;
    if (issue.code === 'too_big' && typeof issue.maximum === 'number') params.max = issue.maximum;
    // A custom check names its own placeholders (e.g. {phone} of priceOverLimit, {year} of yearInFuture).
    if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
    fields.push({ path, key: issue.message, params, label: fieldLabelFor(schema, issue.path) });
  }
  throw new AppError('VALIDATION_FAILED', {}, fields);
}
