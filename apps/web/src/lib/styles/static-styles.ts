import { useTheme, type Theme } from '@mui/material/styles';
import { createContext, useContext, useInsertionEffect } from 'react';

/** On the server: the stylesheets the page used, put in its <head> (src/entry-server.tsx). */
export const StaticStylesContext = createContext<Map<string, string> | null>(null);

/** The stylesheets already in the page: the server-rendered ones are found there, not added twice. */
let inserted: Set<string> | null = null;
function insertedIds(): Set<string> {
  inserted ??= new Set(
    [...document.querySelectorAll<HTMLStyleElement>('style[data-styles]')].map((s) => s.dataset.styles!),
  );
  return inserted;
}

/**
 * A component's stylesheet, made from the theme and put in the page once, for its class names.
 *
 * For components a page renders many times at its first paint (the listing cards): MUI's `sx` and
 * styled components serialise their styles on every render of every instance, which was about a
 * third of the results page's first render on a slow phone; a class costs nothing per instance.
 * The rest of the app keeps `sx`.
 */
export function useStaticStyles(id: string, css: (theme: Theme) => string): void {
  const theme = useTheme();
  const serverStyles = useContext(StaticStylesContext);
  if (serverStyles && !serverStyles.has(id)) serverStyles.set(id, css(theme));
  useInsertionEffect(() => {
    const ids = insertedIds();
    if (ids.has(id)) return;
    ids.add(id);
    const style = document.createElement('style');
    style.dataset.styles = id;
    style.textContent = css(theme);
    document.head.appendChild(style);
  }, [id, css, theme]);
}
