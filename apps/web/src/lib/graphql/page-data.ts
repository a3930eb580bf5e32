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

/** Where this operation's answer with these variables is in the page's answers, or -1. */
function answerIndex(document: DocumentNode, variablesJson: string): number {
  answers ??= read();
  const name = operationName(document);
  return answers.findIndex((a) => a.operationName === name && JSON.stringify(a.variables) === variablesJson);
}

/**
 * The page's answer to this operation with these variables (their JSON, as the page would send
 * them); undefined when the server sent none for it. It stays until dropPageAnswer: a render that
 * React retries during hydration (a part suspended) must find the same answer again.
 */
export function takePageAnswer(document: DocumentNode, variablesJson: string): PageAnswerTaken | undefined {
  const index = answerIndex(document, variablesJson);
  if (index < 0) return undefined;
  const answer = answers![index]!;
  return { data: answer.data, errors: answer.errors, current: !getToken() };
}

/** Forgets the page's answer once the component using it is on screen: a later visit asks again. */
export function dropPageAnswer(document: DocumentNode, variablesJson: string): void {
  const index = answerIndex(document, variablesJson);
  if (index >= 0) answers!.splice(index, 1);
}
