import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { authorizationHeader } from '../session/token-storage';
import { subscriptionsConnected } from './connection-events';
import { graphqlWsUrl } from './ws-url';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'reason' in error) return String(error.reason);
  return String(error);
}

/**
 * The WebSocket link for subscriptions (graphql-ws). Its own chunk: create-apollo-client loads it
 * when the first subscription starts, so visitors who never subscribe do not download it.
 */
export function createSubscriptionLink(): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: graphqlWsUrl(),
      connectionParams: () => ({ authorization: authorizationHeader() }),
      // The spec wants subscriptions to reconnect on their own, however long the outage.
      retryAttempts: Number.MAX_SAFE_INTEGER,
      shouldRetry: () => true,
      on: {
        // A connection after a drop: listeners refetch what the lost pushes would have changed.
        connected: subscriptionsConnected,
        error: (error) => console.error('Error Connecting to Subscriptions Server - ' + describe(error)),
      },
    }),
  );
}
