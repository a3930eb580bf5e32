import { useTheme, type Theme } from '@mui/material/styles';
import { useInsertionEffect } from 'react';

const inserted = new Set<string>();

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
  useInsertionEffect(() => {
    if (inserted.has(id)) return;
    inserted.add(id);
    const style = document.createElement('style');
    style.dataset.styles = id;
    style.textContent = css(theme);
    document.head.appendChild(style);
  }, [id, css, theme]);
}
