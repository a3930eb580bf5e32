import type { DocumentNode } from 'graphql';

/*
 * The answers the server sent with the page (apps/api/src/http/page-data.ts): a visitor's first
 * load of a landing page carries its first query's answer, so the page needs no round trip before
 * it shows its content. Each answer is used once, by the query that asks exactly the same thing.
 */

interface PageAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

let answers: PageAnswer[] | null = null;

function read(): PageAnswer[] {
  const element = typeof document === 'undefined' ? null : document.getElementById('page-data');
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : [];
    return Array.isArray(parsed) ? (parsed as PageAnswer[]) : [];
  } catch {
    return [];
  }
}

/** The operation's name, as the server names the answers it sends. */
function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

/**
 * The page's answer to this operation with these variables (their JSON, as the page would send
 * them), taken once; undefined when the server sent none for it. The server asked as a visitor, so
 * its answers serve only a visitor.
 */
export function takePageAnswer(document: DocumentNode, variablesJson: string, visitor: boolean): unknown {
  answers ??= read();
  if (!visitor) return undefined;
  const name = operationName(document);
  const index = answers.findIndex(
    (a) => a.operationName === name && JSON.stringify(a.variables) === variablesJson,
  );
  if (index < 0) return undefined;
  const [answer] = answers.splice(index, 1);
  return answer!.data;
}
