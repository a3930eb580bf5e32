import { createContext, useContext } from 'react';

/**
 * The HTTP status of a server-rendered page, which a page sets while it renders: a listing that
 * does not exist answers 404 with the not-found page, so search engines drop it. In the browser
 * there is no status to set.
 */
export interface HttpStatus {
  code: number;
  /** Where a page moved (a post reached by an old slug): the server answers a redirect to it. */
  location?: string;
}

export const HttpStatusContext = createContext<HttpStatus | null>(null);

/** Sets the page's status when the server renders it, unless null (a no-op in the browser). */
export function useHttpStatus(code: number | null): void {
  const status = useContext(HttpStatusContext);
  if (status && code !== null) status.code = code;
}

/**
 * Answers a permanent redirect to `location` when the server renders the page (a post reached by
 * an old or wrong slug), so search engines keep one address; the page navigates in the browser.
 */
export function useHttpRedirect(location: string | null): void {
  const status = useContext(HttpStatusContext);
  if (status && location !== null) {
    status.code = 301;
    status.location = location;
  }
}
