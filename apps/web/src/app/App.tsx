import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SessionProvider } from '../lib/session/SessionProvider';
import { AppRouter } from './router/AppRouter';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { theme } from './theme';

// Apollo's provider is not here: the pages that use it load it (src/lib/apollo/load-apollo.ts).
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <SessionProvider>
          <AppRouter />
        </SessionProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
