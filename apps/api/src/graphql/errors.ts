import { ERROR_MESSAGES, type ErrorCode } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import type { Bilingual } from '@rentals/domain/i18n/translate';
import { VALIDATION_MESSAGES, isValidationMessageKey } from '@rentals/domain/i18n/validation-messages';
import type { Locale } from '@rentals/domain/users/enums';
import { GraphQLError } from 'graphql';

/**
 * A field that failed validation: `key` is a VALIDATION_MESSAGES key, `params` fill its placeholders,
 * and `label` is the field's label from the schema that was parsed (i18n/field-labels in the domain).
 */
export interface FieldIssue {
  path: string;
  key: string;
  params?: Record<string, string | number>;
  label?: Bilingual;
}

/** HTTP status a code maps to when it is the only error of a response. */
const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  SERVICE_UNAVAILABLE: 503,
  RATE_LIMITED: 429,
};

/**
 * The one error type services throw. It carries a stable code; the GraphQL layer turns it into a
 * GraphQL error with the message in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fields: FieldIssue[] = [],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

function fieldMessage(issue: FieldIssue, locale: Locale): string {
  const key = isValidationMessageKey(issue.key) ? issue.key : 'invalid';
  // A field without a label reads as its name, as the forms do.
  const label = issue.label?.[locale] ?? issue.path.split('.').pop() ?? issue.path;
  return translate(VALIDATION_MESSAGES[key], locale, { label, ...issue.params });
}

export function toGraphQLError(error: AppError, locale: Locale, path?: readonly (string | number)[]) {
  return new GraphQLError(translate(ERROR_MESSAGES[error.code], locale, error.params), {
    path,
    extensions: {
      code: error.code,
      ...(Object.keys(error.params).length ? { params: error.params } : {}),
      ...(error.fields.length
        ? {
            fields: error.fields.map((f) => ({
              path: f.path,
              key: f.key,
              message: fieldMessage(f, locale),
              // The placeholders' values, so a client can word the message itself ({min}, {max}, {phone}).
              ...(f.params && Object.keys(f.params).length ? { params: f.params } : {}),
            })),
          }
        : {}),
      ...(HTTP_STATUS[error.code] ? { http: { status: HTTP_STATUS[error.code] } } : {}),
    },
  });
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE']);

/** A lost or unreachable database: answered as SERVICE_UNAVAILABLE (503), never as a crash. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: string; message?: string; cause?: unknown };
    if (err.code && (CONNECTION_ERROR_CODES.has(err.code) || /^(08|57P)/.test(err.code))) return true;
    if (err.message && /Connection terminated|connection timeout|PGlite is closed/i.test(err.message))
      return true;
    e = err.cause;
  }
  return false;
}
