/*
 * The shape of a failed answer, read without the error catalogue (errors/codes.ts, every domain's
 * en/fr messages): /search only tells a refused input from other failures before its first render,
 * and graphql-error.ts builds on these for the pages that show a failure's message.
 */

/** One invalid input field, as the API reports it in `extensions.fields` for VALIDATION_FAILED. */
export interface FieldIssue {
  path: string;
  key: string;
  message: string;
  /** Values of the message's placeholders, e.g. { max: 120 }. */
  params?: Record<string, string | number>;
}

export function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as FieldIssue).path === 'string' &&
    typeof (value as FieldIssue).key === 'string'
  );
}

/**
 * The `extensions` of an answer's first GraphQL error, from Apollo (CombinedGraphQLErrors) or from
 * the public pages' client (GraphQLRequestError): both are Errors with an `errors` list, checked by
 * shape so that this module does not bring Apollo into the pages that load without it. Null when
 * the failure is not a GraphQL error (the network, say).
 */
export function firstErrorExtensions(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof Error)) return null;
  const errors = (error as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return null;
  const extensions = (errors[0] as { extensions?: unknown } | undefined)?.extensions;
  return extensions && typeof extensions === 'object' ? (extensions as Record<string, unknown>) : {};
}

/** The field issues when the API refused the input (VALIDATION_FAILED), else null. */
export function validationFailure(error: unknown): FieldIssue[] | null {
  const extensions = firstErrorExtensions(error);
  if (extensions?.code !== 'VALIDATION_FAILED') return null;
  return Array.isArray(extensions.fields) ? extensions.fields.filter(isFieldIssue) : [];
}
