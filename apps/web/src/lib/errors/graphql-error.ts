import { ERROR_MESSAGES, isErrorCode, type ErrorCode } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';

/** One invalid input field, as the API reports it in `extensions.fields` for VALIDATION_FAILED. */
export interface FieldIssue {
  path: string;
  key: string;
  message: string;
  /** Values of the message's placeholders, e.g. { max: 120 }. */
  params?: Record<string, string | number>;
}

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
  ) {
    super(code);
  }
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as FieldIssue).path === 'string' &&
    typeof (value as FieldIssue).key === 'string'
  );
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

/**
 * An answer's GraphQL errors, from Apollo (CombinedGraphQLErrors) or from the public pages' client
 * (GraphQLRequestError): both are Errors with an `errors` list. Checked by shape, so that this
 * module does not bring Apollo into the pages that load without it.
 */
function hasGraphQLErrors(error: unknown): error is Error & { errors: { extensions?: unknown }[] } {
  return error instanceof Error && Array.isArray((error as { errors?: unknown }).errors);
}

/** Reads the first coded GraphQL error; anything else (network, unknown code) is SOMETHING_WRONG. */
export function toAppError(error: unknown): AppError {
  if (error instanceof CodedError) return { code: error.code, params: error.params, fields: [] };
  if (hasGraphQLErrors(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
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
