import type { Plugin } from 'graphql-yoga';
import { GraphQLError, type ExecutionResult } from 'graphql';

/**
 * graphql-js ends many messages with a guess at what was meant: 'Did you mean "email"?' of a
 * field, 'Did you mean the enum value "ACTIVE"?' of an enum, 'Did you mean "city" or "cityId"?' of
 * an input field. Each names part of the schema, which production does not publish (no
 * introspection): the guess is cut from the message, wherever the error is made.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** The error without its guess; the same error when it has none. */
export function withoutSuggestion(error: GraphQLError): GraphQLError {
  const message = error.message.replace(SUGGESTION, '');
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

function resultWithoutSuggestions(result: ExecutionResult): ExecutionResult {
  return result.errors?.length ? { ...result, errors: result.errors.map(withoutSuggestion) } : result;
}

/**
 * Cuts the guesses from validation errors (unknown fields and arguments, enum and input literals)
 * and from execution errors (variables coerced to an enum or an input type), over HTTP and the
 * WebSocket alike.
 */
export const useHiddenSuggestions: Plugin = {
  onValidate() {
    return ({ valid, result, setResult }) => {
      if (!valid) setResult(result.map((e) => (e instanceof GraphQLError ? withoutSuggestion(e) : e)));
    };
  },
  onExecute() {
    return {
      onExecuteDone({ result, setResult }) {
        if (Symbol.asyncIterator in result) return;
        setResult(resultWithoutSuggestions(result));
      },
    };
  },
  onSubscribe() {
    return {
      onSubscribeResult({ result, setResult }) {
        if (Symbol.asyncIterator in result) {
          return { onNext: ({ result: next, setResult: set }) => set(resultWithoutSuggestions(next)) };
        }
        setResult(resultWithoutSuggestions(result));
        return undefined;
      },
    };
  },
};
