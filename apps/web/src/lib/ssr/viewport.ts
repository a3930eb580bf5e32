/*
 * The width a server render assumes for the viewport. The server cannot measure the screen, so it
 * guesses from the browser's User-Agent; the page is sent with that guess (#root's
 * data-viewport-width) and hydration assumes the same, so MUI's useMediaQuery gives the same
 * answers on both sides and the page does not jump when a phone was guessed right.
 */

export const PHONE_WIDTH = 412;
export const TABLET_WIDTH = 800;
export const DESKTOP_WIDTH = 1280;

/** The viewport width a browser most likely has, by its User-Agent. */
export function guessViewportWidth(userAgent: string | undefined): number {
  const ua = userAgent ?? '';
  if (/iPad|Tablet/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return TABLET_WIDTH;
  if (/Mobi|iPhone|Android/i.test(ua)) return PHONE_WIDTH;
  return DESKTOP_WIDTH;
}

/**
 * A matchMedia for MUI's `ssrMatchMedia` at this width: reads the min-width and max-width
 * features that theme.breakpoints writes (joined by `and`); any other feature does not match.
 */
export function viewportMatchMedia(width: number): (query: string) => { matches: boolean } {
  return (query) => {
    const parts = query
      .replace(/^@media\s*/, '')
      .split(/\s+and\s+/)
      .map((part) => part.trim());
    const matches = parts.every((part) => {
      const feature = /^\((min|max)-width:\s*([\d.]+)px\)$/.exec(part);
      if (!feature) return false;
      const limit = Number(feature[2]);
      return feature[1] === 'min' ? width >= limit : width <= limit;
    });
    return { matches };
  };
}
