import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context';
import { AppError, toGraphQLError } from './errors';

/**
 * PostgreSQL stores no NUL character in text or jsonb: a string carrying one fails the query that
 * writes or compares it, which would answer 'Unexpected error.' from wherever it lands. No field of
 * the product has a use for one, so a request carrying one anywhere (a variable, a key of a JSON
 * value, a literal in the document) is refused before it runs, as a bad request.
 */
const NUL = '\u0000';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  // JSON nests no deeper than a request body can; the bound only guards the recursion.
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  // Only JSON objects: an upload's File holds its bytes, and walking them as entries took a minute
  // for an 11 MB picture.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.entries(value).some(([key, v]) => key.includes(NUL) || hasNul(v, depth + 1));
}

function documentHasNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes(NUL)) found = true;
    },
  });
  return found;
}

function refusal(context: Context) {
  const coded = toGraphQLError(new AppError('BAD_USER_INPUT'), context.locale);
  return {
    errors: [new GraphQLError(coded.message, { extensions: { ...coded.extensions, http: { status: 400 } } })],
  };
}

/** Refuses an operation with a NUL character in its variables or its document (BAD_USER_INPUT, 400). */
export const useNoNulCharacters: Plugin<Context> = {
  onExecute({ args, setResultAndStopExecution }) {
    if (hasNul(args.variableValues) || documentHasNul(args.document))
      setResultAndStopExecution(refusal(args.contextValue as Context));
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    if (hasNul(args.variableValues) || documentHasNul(args.document))
      setResultAndStopExecution(refusal(args.contextValue as Context));
  },
};
