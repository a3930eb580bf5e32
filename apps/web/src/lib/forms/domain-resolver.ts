import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for the shared zod schemas. Like zodResolver, but it also keeps the
 * bound of a too-small or too-big issue, because the messages 'Minimum number should be {min}'
 * and 'Maximum number should be {max}' need it and zodResolver drops it, and the params of a
 * custom issue.
 */
export function domainResolver<Input extends FieldValues, Output extends FieldValues>(
  // The schema's own input type is not checked: preprocessing schemas take `unknown`.
  schema: z.ZodType<Output, unknown>,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      if (errors[name]) continue;
      const types: Record<string, string> = {};
      if (issue.code === 'too_small') types.min = String(issue.minimum);
      if (issue.code === 'too_big') types.max = String(issue.maximum);
      // A custom issue's params fill its message ('{label} cannot be before {year}').
      if (issue.code === 'custom') {
        for (const [key, value] of Object.entries(issue.params ?? {})) types[key] = String(value);
      }
      errors[name] = { type: issue.code, message: issue.message, types };
    }
    // Flat field names only: the shared schemas have no nested objects.
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
