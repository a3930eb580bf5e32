import type { DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { authorizationHeader } from '../session/token-storage';

const GRAPHQL_PATH = '/graphql';

/** One error of a GraphQL answer, as the API sends it (a stable code in `extensions.code`). */
export interface GraphQLAnswerError {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * An answer whose `errors` list is not empty. It has the shape of Apollo's CombinedGraphQLErrors
 * (an Error with `errors`), so one reader, toAppError, turns either into a coded message.
 */
export class GraphQLRequestError extends Error {
  constructor(readonly errors: readonly GraphQLAnswerError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'GraphQLRequestError';
  }
}

/**
 * The text of a document. The build gives each document its printed text (vite.config.ts, as
 * `loc.source.body`, where graphql-js's own parser keeps it); the dev server serves codegen's
 * documents without it, and prints them with graphql-js on demand.
 */
export function documentText(document: DocumentNode): string | Promise<string> {
  return document.loc?.source.body ?? import('graphql').then(({ print }) => print(document));
}

/**
 * Sends one query or mutation over HTTP with the session's token, without Apollo: the public
 * pages read their data through this and stay off Apollo's 49 KB on first load (issue 4).
 * Resolves with `data`; rejects with GraphQLRequestError or the network's error.
 */
export async function graphqlRequest<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const query = await documentText(document);
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      authorization: authorizationHeader(),
    },
    body: JSON.stringify({ query, variables: variables ?? {} }),
  }).catch((error: unknown) => {
    console.error('Network error: ' + String(error));
    throw error;
  });
  const answer = (await response.json().catch(() => null)) as {
    data?: TData | null;
    errors?: GraphQLAnswerError[];
  } | null;
  if (answer?.errors?.length) {
    // As Apollo's error link does: the console says what went wrong, the page shows the coded text.
    for (const { message } of answer.errors) console.error('Unexpected error: ' + message);
    throw new GraphQLRequestError(answer.errors);
  }
  if (!response.ok || !answer?.data) {
    const error = new Error(`HTTP ${response.status}`);
    console.error('Network error: ' + error.message);
    throw error;
  }
  return answer.data;
}
