import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { from, mergeMap } from 'rxjs';
import { authorizationHeader } from '../session/token-storage';

const GRAPHQL_PATH = '/graphql';

/** A link whose code loads on its first request; every later request reuses the loaded link. */
function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) => {
    // A failed load (offline) is the request's error, and the next request tries again.
    link ??= load().catch((error: unknown) => {
      link = undefined;
      throw error;
    });
    return from(link).pipe(mergeMap((loaded) => loaded.request(operation, forward)));
  });
}

/** One client for the whole app: HTTP for queries and mutations, a WebSocket for subscriptions. */
export function createApolloClient(): ApolloClient {
  // Read the token per request, so sign-in and sign-out need no new client.
  const authLink = new SetContextLink((prevContext) => ({
    headers: { ...prevContext.headers, authorization: authorizationHeader() },
  }));

  const errorLink = new ErrorLink(({ error }) => {
    if (CombinedGraphQLErrors.is(error)) {
      for (const { message } of error.errors) console.error('Unexpected error: ' + message);
    } else {
      console.error('Network error: ' + error.message);
    }
  });

  const wsLink = lazyLink(async () => (await import('./subscription-link')).createSubscriptionLink());

  const httpLink = ApolloLink.from([authLink, new HttpLink({ uri: GRAPHQL_PATH })]);

  const transport = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    wsLink,
    httpLink,
  );

  return new ApolloClient({
    link: ApolloLink.from([errorLink, transport]),
    cache: new InMemoryCache(),
  });
}
