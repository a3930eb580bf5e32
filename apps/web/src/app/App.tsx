import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { viewportMatchMedia } from '../lib/ssr/viewport';
import { SessionProvider } from '../lib/session/SessionProvider';
import { AppRouter } from './router/AppRouter';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { theme } from './theme';

const themesByWidth = new Map<number, Theme>();

/** The theme whose media queries answer for this width: made once per width (a theme is costly). */
function themeForWidth(width: number): Theme {
  let made = themesByWidth.get(width);
  if (!made) {
    made = createTheme(theme, {
      components: { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: viewportMatchMedia(width) } } },
    });
    themesByWidth.set(width, made);
  }
  return made;
}

/**
 * Around every page, in the browser and on the server (src/entry-server.tsx, which gives its own
 * router). Apollo's provider is not here: the pages that use it load it (src/lib/apollo/load-apollo.ts).
 */
export function AppProviders({ children, viewportWidth }: { children: ReactNode; viewportWidth?: number }) {
  // Media queries of a server render, and of the hydration after it, read the width the server assumed.
  const pageTheme = viewportWidth ? themeForWidth(viewportWidth) : theme;
  return (
    <ThemeProvider theme={pageTheme}>
      <CssBaseline />
      <ErrorBoundary>
        <SessionProvider>{children}</SessionProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}

/** The width the server rendered this page for (#root's data-viewport-width), if it did. */
const servedWidth = Number(
  (typeof document !== 'undefined' && document.getElementById('root')?.dataset.viewportWidth) || 0,
);

export function App() {
  return (
    <AppProviders viewportWidth={servedWidth || undefined}>
      <AppRouter />
    </AppProviders>
  );
}
