import type { DocumentNode } from 'graphql';
import { documentText } from '../lib/graphql/graphql-request';
import type { PageAnswer } from '../lib/graphql/page-data';
import type { GraphQLAnswerError } from '../lib/graphql/graphql-request';
import type { ServerAnswer, ServerData } from '../lib/ssr/server-data';

/** A GraphQL operation run by the API's own schema, as a visitor (apps/api/src/http/server-render.ts). */
export type RunOperation = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  throw new Error('A page query has no operation name.');
}

/** Errors that are the answer (what was asked does not exist, or not for a visitor), else null. */
function notFoundAnswer(errors: GraphQLAnswerError[]): ServerAnswer | null {
  const final = errors.every((error) => String(error.extensions?.code ?? '').endsWith('_NOT_FOUND'));
  return final ? { errors: errors.map(({ message, extensions }) => ({ message, extensions })) } : null;
}

/**
 * The answers of one render: each query is run once, however often the render asks for it, and
 * every answer is kept to go with the page, so that hydration renders the same thing.
 */
export function createServerData(run: RunOperation): { value: ServerData; answers(): PageAnswer[] } {
  const requests = new Map<string, Promise<ServerAnswer>>();
  const answers: PageAnswer[] = [];
  const value: ServerData = {
    request(document, variablesJson) {
      const name = operationName(document);
      const key = `${name}:${variablesJson}`;
      let request = requests.get(key);
      if (!request) {
        const variables = JSON.parse(variablesJson) as Record<string, unknown>;
        request = Promise.resolve(documentText(document))
          .then((query) => run(query, variables))
          .then(({ data, errors }) => {
            const answer = errors?.length
              ? notFoundAnswer(errors as GraphQLAnswerError[])
              : data
                ? { data }
                : null;
            if (!answer) throw new Error(`${name} answered with errors: ${JSON.stringify(errors ?? [])}`);
            answers.push({ operationName: name, variables, ...answer });
            return answer;
          });
        requests.set(key, request);
      }
      return request;
    },
  };
  return { value, answers: () => answers };
}
