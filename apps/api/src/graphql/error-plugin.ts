import type { Plugin } from 'graphql-yoga';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Context } from './context';
import { MAX_FILES_PER_REQUEST } from '@rentals/domain/files/limits';
import { AppError, isDatabaseUnavailable, toGraphQLError } from './errors';
import { requestLocale } from './locale';

/**
 * Variables that do not fit their declared types (a null for a required one, an unknown enum value,
 * an input field the type does not have): GraphQL refuses them before any resolver runs, with an
 * error at the variable's place in the document and no path, and without a code of its own.
 */
function isVariableError(error: GraphQLError): boolean {
  const original = error.originalError;
  return !error.path && !error.extensions?.code && (!original || original instanceof GraphQLError);
}

/** GraphQL's own description of the mistake, with the code the client reads and a 400 status. */
function withRequestCode(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

function mapErrors(result: ExecutionResult, context: Context): ExecutionResult {
  if (!result.errors?.length) return result;
  // The request's logger: its lines carry the requestId (graphql/yoga.ts).
  const { log } = context;
  const errors = result.errors.map((error) => {
    const original = error.originalError;
    if (original instanceof AppError) return toGraphQLError(original, context.locale, error.path);
    if (isVariableError(error)) return withRequestCode(error);
    if (!original || original instanceof GraphQLError) return error;
    if (isDatabaseUnavailable(original)) {
      log.error({ err: original, path: error.path }, 'database unavailable');
      return toGraphQLError(new AppError('SERVICE_UNAVAILABLE'), context.locale, error.path);
    }
    log.error({ err: original, path: error.path }, 'unexpected resolver error');
    return toGraphQLError(new AppError('INTERNAL'), context.locale, error.path);
  });
  return { ...result, errors };
}

/** Armor (depth, aliases, tokens, cost, directives) rejects with messages of this shape. */
const LIMIT_MESSAGE = /limit of \d+ exceeded/i;

/** A request-limit rejection with the QUERY_TOO_COMPLEX code; any other error as it is. */
export function withLimitCode(error: GraphQLError): GraphQLError {
  return LIMIT_MESSAGE.test(error.message)
    ? new GraphQLError(error.message, { extensions: { ...error.extensions, code: 'QUERY_TOO_COMPLEX' } })
    : error;
}

/** The multipart parser (UPLOAD_LIMITS.files) stops a request carrying too many files with this. */
const FILES_LIMIT_MESSAGE = /Files limit exceeded/;

/**
 * Gives the request-limit rejections, which happen before execution, their codes: QUERY_TOO_COMPLEX
 * for Armor's (over HTTP; the WebSocket's onSubscribe in http/app.ts does the same), TOO_MANY_FILES
 * (in the request's language, still a 400) for the multipart parser's.
 */
export const useLimitErrorCode: Plugin = {
  onResultProcess({ request, result, setResult }) {
    if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
    const errors = result.errors.map((error) => {
      if (FILES_LIMIT_MESSAGE.test(error.message)) {
        // No context yet (the body was never parsed), so the language comes from the headers alone.
        const coded = toGraphQLError(
          new AppError('TOO_MANY_FILES', { limit: MAX_FILES_PER_REQUEST }),
          requestLocale(request.headers, null),
        );
        return new GraphQLError(coded.message, {
          extensions: { ...coded.extensions, http: error.extensions.http },
        });
      }
      return withLimitCode(error);
    });
    setResult({ ...result, errors });
  },
};

/**
 * Turns coded AppErrors into localised GraphQL errors and masks everything else as
 * 'Unexpected error.' (code INTERNAL); the details go only to the server log.
 */
export const useErrorCodes: Plugin<Context> = {
  onExecute({ args }) {
    const context = args.contextValue as Context;
    return {
      onExecuteDone({ result, setResult }) {
        if (Symbol.asyncIterator in result) return;
        setResult(mapErrors(result, context));
      },
    };
  },
  onSubscribe({ args }) {
    const context = args.contextValue as Context;
    return {
      onSubscribeResult({ result, setResult }) {
        if (Symbol.asyncIterator in result) {
          return { onNext: ({ result: r, setResult: set }) => set(mapErrors(r, context)) };
        }
        setResult(mapErrors(result, context));
        return undefined;
      },
    };
  },
};
