import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { createApolloClient } from '../lib/apollo/create-apollo-client';
import { SessionProvider } from '../lib/session/SessionProvider';
import { AppRouter } from './router/AppRouter';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { theme } from './theme';

export function App() {
  const [client] = useState(createApolloClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <ApolloProvider client={client}>
          <SessionProvider>
            <AppRouter />
          </SessionProvider>
        </ApolloProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
