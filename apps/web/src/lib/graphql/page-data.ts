import type { DocumentNode } from 'graphql';
import { getToken } from '../session/token-storage';
import type { GraphQLAnswerError } from './graphql-request';

/*
 * The answers the server rendered the page with (src/entry-server.tsx): hydration renders them
 * again, so the page's first render in the browser matches the HTML and asks nothing. Each answer
 * is used once, by the query that asks exactly the same thing.
 */

export interface PageAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  /** The answer; or, for an answer that is a final error (not found), its errors. */
  data?: unknown;
  errors?: GraphQLAnswerError[];
}

let answers: PageAnswer[] | null = null;

/** What the server sends in <script type="application/json" id="page-data">. */
export interface PageData {
  answers: PageAnswer[];
  /** The translation namespaces the page rendered with: loaded before hydration. */
  namespaces: string[];
}

/** The page data the server sent, or null (a page the browser renders itself). */
export function readPageData(): PageData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('page-data');
  try {
    const parsed = (element?.textContent ? JSON.parse(element.textContent) : null) as PageData | null;
    return parsed && Array.isArray(parsed.answers) ? parsed : null;
  } catch {
    return null;
  }
}

function read(): PageAnswer[] {
  return readPageData()?.answers ?? [];
}

/** The operation's name, as the server names the answers it sends. */
function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

/** An answer taken from the page; `current` when it can be kept as it is. */
export interface PageAnswerTaken {
  data?: unknown;
  errors?: GraphQLAnswerError[];
  /** False for a signed-in user: the server asked as a visitor, so the page asks again. */
  current: boolean;
}

/**
 * The page's answer to this operation with these variables (their JSON, as the page would send
 * them), taken once; undefined when the server sent none for it.
 */
export function takePageAnswer(document: DocumentNode, variablesJson: string): PageAnswerTaken | undefined {
  answers ??= read();
  const name = operationName(document);
  const index = answers.findIndex(
    (a) => a.operationName === name && JSON.stringify(a.variables) === variablesJson,
  );
  if (index < 0) return undefined;
  const [answer] = answers.splice(index, 1);
  return { data: answer!.data, errors: answer!.errors, current: !getToken() };
}
