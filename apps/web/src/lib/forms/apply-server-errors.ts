import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { AppError } from '../errors/graphql-error';

/**
 * Puts the API's field issues on the matching form fields (typed values stay as they are) and
 * tells whether any issue found a field, so the caller can decide what the form-level alert says.
 */
export function applyServerErrors<T extends FieldValues>(
  error: AppError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let placed = false;
  for (const issue of error.fields) {
    const field = fields.find((name) => name === issue.path);
    if (!field) continue;
    // The message's placeholder values ride in `types`, where useErrorText reads {min}, {max}...
    const types = Object.fromEntries(Object.entries(issue.params ?? {}).map(([k, v]) => [k, String(v)]));
    setError(field, { type: 'server', message: issue.key, types }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
