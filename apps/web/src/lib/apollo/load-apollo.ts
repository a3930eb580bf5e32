import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';

/*
 * Apollo (49 KB gzip) loads with the first page that uses it (accounts, back office, forms), not
 * with the app: the public pages read through src/lib/graphql and render without it (issue 4).
 * One client for the whole app, created on the first load.
 */

let client: ApolloClient | undefined;
let loading: Promise<ApolloClient> | undefined;

/** Loads Apollo's code and creates the client, once; a failed load (offline) is tried again next time. */
export function loadApolloClient(): Promise<ApolloClient> {
  loading ??= import('./create-apollo-client').then(
    ({ createApolloClient }) => {
      client = createApolloClient();
      return client;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The client if a page has loaded it, else undefined. */
export function loadedApolloClient(): ApolloClient | undefined {
  return client;
}

/**
 * A lazily loaded component that uses Apollo's hooks: its code, Apollo's and the client load
 * together, and it renders inside Apollo's provider. For route `lazy()`s and React's `lazy()`.
 */
export async function withApollo<P extends object>(
  component: Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Component, apollo, { provideApollo }] = await Promise.all([
    component,
    loadApolloClient(),
    import('./provide-apollo'),
  ]);
  return provideApollo(apollo, Component);
}
