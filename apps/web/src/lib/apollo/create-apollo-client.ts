import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { authorizationHeader } from '../session/token-storage';
import { graphqlWsUrl } from './ws-url';

const GRAPHQL_PATH = '/graphql';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'reason' in error) return String(error.reason);
  return String(error);
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

  const wsLink = new GraphQLWsLink(
    createClient({
      url: graphqlWsUrl(),
      connectionParams: () => ({ authorization: authorizationHeader() }),
      // The spec wants subscriptions to reconnect on their own, however long the outage.
      retryAttempts: Number.MAX_SAFE_INTEGER,
      shouldRetry: () => true,
      on: {
        error: (error) => console.error('Error Connecting to Subscriptions Server - ' + describe(error)),
      },
    }),
  );

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
