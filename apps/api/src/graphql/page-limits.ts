import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import { Kind, visit, type DocumentNode, type ExecutionArgs, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context';
import { AppError, toGraphQLError } from './errors';

/** The pager's page-size arguments: `first` (with `skip`) on most lists, `take` on the content lists. */
export const PAGE_SIZE_ARGUMENTS: readonly string[] = ['first', 'take'];

function valueOf(node: ValueNode, variables: Readonly<Record<string, unknown>> | null | undefined): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  return undefined;
}

/** Whether a page-size argument anywhere in the document asks for more than MAX_PAGE_SIZE. */
export function asksForTooMany(
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): boolean {
  let tooMany = false;
  visit(document, {
    Argument(node) {
      if (!PAGE_SIZE_ARGUMENTS.includes(node.name.value)) return;
      const value = valueOf(node.value, variables);
      if (typeof value === 'number' && value > MAX_PAGE_SIZE) tooMany = true;
    },
  });
  return tooMany;
}

function refusal(args: ExecutionArgs) {
  const context = args.contextValue as Context;
  return {
    errors: [toGraphQLError(new AppError('PAGE_TOO_LARGE', { max: MAX_PAGE_SIZE }), context.locale)],
  };
}

/**
 * Refuses a page over MAX_PAGE_SIZE (PAGE_TOO_LARGE) before any resolver runs, whoever asks, for
 * every list of the schema: services used to cap `first` silently, some not at all, so a caller
 * could not tell a cut page from a short one and one without a cap read every row. Checked at
 * execution, where the variables are known; over HTTP and the WebSocket alike (both go through
 * Yoga's execute and subscribe).
 */
export const usePageLimits: Plugin<Context> = {
  onExecute({ args, setResultAndStopExecution }) {
    if (asksForTooMany(args.document, args.variableValues)) setResultAndStopExecution(refusal(args));
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    if (asksForTooMany(args.document, args.variableValues)) setResultAndStopExecution(refusal(args));
  },
};
