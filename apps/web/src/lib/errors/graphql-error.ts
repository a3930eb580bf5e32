import { ERROR_MESSAGES, isErrorCode, type ErrorCode } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';
import { firstErrorExtensions, isFieldIssue, type FieldIssue } from './validation-failure';

export type { FieldIssue };

/** A failure reduced to what the UI needs: the stable code, its parameters and the field issues. */
export interface AppError {
  code: ErrorCode;
  params: Record<string, string | number>;
  fields: FieldIssue[];
}

/** Errors from the upload helper, which does not go through Apollo, carry the same shape. */
export class CodedError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** The field issues of a VALIDATION_FAILED upload (a picture too small). */
    readonly fields: FieldIssue[] = [],
  ) {
    super(code);
  }
}

/** The placeholders of a coded error's message, which the API sends in `extensions.params`. */
export function errorParams(extensions: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const sent = extensions.params && typeof extensions.params === 'object' ? extensions.params : {};
  for (const [name, value] of Object.entries(sent)) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return params;
}

/** Reads the first coded GraphQL error; anything else (network, unknown code) is SOMETHING_WRONG. */
export function toAppError(error: unknown): AppError {
  if (error instanceof CodedError) return { code: error.code, params: error.params, fields: error.fields };
  const extensions = firstErrorExtensions(error);
  if (extensions) {
    const code = isErrorCode(extensions.code) ? extensions.code : 'SOMETHING_WRONG';
    const fields = Array.isArray(extensions.fields) ? extensions.fields.filter(isFieldIssue) : [];
    return { code, params: errorParams(extensions), fields };
  }
  return { code: 'SOMETHING_WRONG', params: {}, fields: [] };
}

/** The en/fr text for an error code. */
export function errorText(error: AppError, locale: Locale): string {
  return translate(ERROR_MESSAGES[error.code], locale, error.params);
}
