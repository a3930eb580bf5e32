import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';

/** Renders `Component` inside Apollo's provider: what a lazily loaded page needs to use its hooks. */
export function provideApollo<P extends object>(client: ApolloClient, Component: ComponentType<P>) {
  return function WithApollo(props: P) {
    return (
      <ApolloProvider client={client}>
        <Component {...props} />
      </ApolloProvider>
    );
  };
}
