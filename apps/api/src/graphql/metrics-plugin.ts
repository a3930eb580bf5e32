import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { graphqlOperations } from '../metrics';

/** query, mutation or subscription; unknown when the document names no operation it holds. */
function operationType(document: DocumentNode, operationName?: string | null): string {
  return getOperationAST(document, operationName)?.operation ?? 'unknown';
}

/**
 * Counts GraphQL operations in graphql_operations_total by type and outcome: error when the answer
 * carries any error (a rejected document included), ok otherwise; a subscription when it starts.
 */
export const useOperationMetrics: Plugin = {
  onValidate({ params }) {
    return ({ valid }) => {
      if (!valid) {
        graphqlOperations.inc({
          type: operationType(params.documentAST),
          outcome: 'error',
        });
      }
    };
  },
  onExecute({ args }) {
    const type = operationType(args.document, args.operationName);
    return {
      onExecuteDone({ result }) {
        const failed = !(Symbol.asyncIterator in result) && Boolean(result.errors?.length);
        graphqlOperations.inc({ type, outcome: failed ? 'error' : 'ok' });
      },
    };
  },
  onSubscribe({ args }) {
    const type = operationType(args.document, args.operationName);
    return {
      onSubscribeResult({ result }) {
        const failed = !(Symbol.asyncIterator in result) && Boolean(result.errors?.length);
        graphqlOperations.inc({ type, outcome: failed ? 'error' : 'ok' });
      },
    };
  },
};
