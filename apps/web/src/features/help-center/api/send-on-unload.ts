import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { documentText } from '../../../lib/graphql/graphql-request';
import { authorizationHeader } from '../../../lib/session/token-storage';

/**
 * A mutation that must reach the API even while the page is going away (a reading time sent as
 * the tab closes). fetch with `keepalive` outlives the page, unlike a normal request, and, unlike
 * sendBeacon, sends the JSON content type and the session's Authorization header the API reads
 * (it has no cookies to guard, so no other header is needed). The document's text is resolved
 * ahead, when the sender is made, since nothing asynchronous may run once the page is being unloaded.
 */
export function unloadSender<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>) {
  let query: string | null = null;
  void Promise.resolve(documentText(document)).then((text) => (query = text));
  return (variables: TVariables): void => {
    if (query === null) return;
    fetch('/graphql', {
      method: 'POST',
      keepalive: true,
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        authorization: authorizationHeader(),
      },
      body: JSON.stringify({ query, variables }),
    }).catch(() => undefined);
  };
}
