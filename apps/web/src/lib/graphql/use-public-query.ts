import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { startTransition, use, useContext, useEffect, useState } from 'react';
import { ServerDataContext } from '../ssr/server-data';
import { graphqlRequest, GraphQLRequestError } from './graphql-request';
import { dropPageAnswer, takePageAnswer, type PageAnswerTaken } from './page-data';

/*
 * useQuery for the public pages (home, search, listing, unit, tenant), without Apollo's normalized
 * cache: they only read, so a small answer cache is enough, and Apollo stays off their first load.
 * Same result fields as Apollo's useQuery where the pages use them. An answer seen before shows at
 * once (back and forward navigation), and is asked again in the background so it is never stale.
 */

/** Answers kept for instant redisplay; the oldest goes first. */
const CACHE_SIZE = 100;
const answers = new Map<string, unknown>();
/** Requests under way, shared by the components asking the same thing at once. */
const inFlight = new Map<string, Promise<unknown>>();

function remember(key: string, data: unknown) {
  answers.delete(key);
  answers.set(key, data);
  if (answers.size > CACHE_SIZE) answers.delete(answers.keys().next().value!);
}

/** Forgets every answer, e.g. when who is signed in changes (answers may depend on it). */
export function clearPublicQueryCache(): void {
  answers.clear();
}

export interface PublicQueryOptions<TVariables> {
  variables?: TVariables;
  /** Nothing is asked while true; `data` is then undefined. */
  skip?: boolean;
}

export interface PublicQueryResult<TData> {
  data: TData | undefined;
  /** The answer shown before the variables last changed: lists keep it while the next loads. */
  previousData: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch(): void;
}

interface State<TData> {
  key: string | null;
  /** The answer came with the page, just now: no need to ask again. */
  fresh: boolean;
  data: TData | undefined;
  previousData: TData | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Bumped by refetch: the effect asks again. */
  attempt: number;
}

export function usePublicQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false }: PublicQueryOptions<TVariables> = {},
): PublicQueryResult<TData> {
  const variablesJson = JSON.stringify(variables ?? {});
  // Documents are module constants, so their identity names them; the variables' text does the rest.
  const key = skip ? null : `${documentId(document)}:${variablesJson}`;
  const server = useContext(ServerDataContext);
  // On the server the render waits here for the answer (use() suspends it); the browser never does.
  const serverAnswer = server && key !== null ? use(server.request(document, variablesJson)) : undefined;
  const [state, setState] = useState<State<TData>>(() =>
    startState<TData>(key, undefined, () =>
      server ? serverAnswer && { ...serverAnswer, current: true } : takePageAnswer(document, variablesJson),
    ),
  );
  if (state.key !== key) setState(startState(key, state.data ?? state.previousData));

  // Once on screen, the page's answer is used up: a later visit to the same page asks again.
  useEffect(() => {
    if (key !== null) dropPageAnswer(document, variablesJson);
  }, [document, key, variablesJson]);

  const { attempt, fresh } = state;
  useEffect(() => {
    if (key === null || fresh) return;
    let current = true;
    let request = inFlight.get(key) as Promise<TData> | undefined;
    if (!request) {
      request = graphqlRequest(document, JSON.parse(variablesJson) as TVariables);
      inFlight.set(key, request);
      const forget = () => inFlight.delete(key);
      request.then(forget, forget);
    }
    request.then(
      (data) => {
        remember(key, data);
        // A transition, so that a page still hydrating finishes first (see SessionProvider).
        if (current) {
          startTransition(() =>
            setState((s) => (s.key === key ? { ...s, data, error: undefined, loading: false } : s)),
          );
        }
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        if (current) setState((s) => (s.key === key ? { ...s, error: failure, loading: false } : s));
      },
    );
    return () => {
      current = false;
    };
  }, [document, key, variablesJson, attempt, fresh]);

  return {
    data: state.data,
    previousData: state.previousData,
    loading: state.loading,
    error: state.error,
    refetch: () =>
      setState((s) => ({ ...s, fresh: false, loading: true, error: undefined, attempt: s.attempt + 1 })),
  };
}

/**
 * The state for a new key: an answer seen before shows at once and is asked again; one that came
 * with the page (only looked for at the first render) is shown as it is, and is current unless it
 * was asked for a visitor and a user is signed in (then it is asked again, with the session).
 */
function startState<TData>(
  key: string | null,
  previousData: TData | undefined,
  pageAnswer?: () => PageAnswerTaken | undefined,
): State<TData> {
  // On the server, module state is shared by every visitor's render: only the page's own answer counts.
  // The page's own answer first: it stays until the component is on screen, so a render React
  // retries during hydration finds it again (the cache below was filled by the first attempt and
  // would make the retry ask again).
  const sent = key === null ? undefined : pageAnswer?.();
  const seen =
    key === null || sent !== undefined || typeof window === 'undefined'
      ? undefined
      : (answers.get(key) as TData | undefined);
  // An error answer (not found) is not kept: a retried first render takes it from the page again.
  if (key !== null && sent?.data != null && !sent.errors && typeof window !== 'undefined') {
    remember(key, sent.data);
  }
  return {
    key,
    fresh: sent?.current ?? false,
    data: seen ?? (sent?.data as TData | undefined),
    previousData,
    // An answer that is an error (a listing not found) renders as the error, on both sides.
    error: sent?.errors ? new GraphQLRequestError(sent.errors) : undefined,
    loading: key !== null && sent === undefined,
    attempt: 0,
  };
}

const documentIds = new WeakMap<object, number>();
let lastDocumentId = 0;
function documentId(document: object): number {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = ++lastDocumentId));
  return id;
}
