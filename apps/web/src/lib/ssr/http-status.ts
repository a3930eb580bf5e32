import { createContext, useContext } from 'react';

/**
 * The HTTP status of a server-rendered page, which a page sets while it renders: a listing that
 * does not exist answers 404 with the not-found page, so search engines drop it. In the browser
 * there is no status to set.
 */
export interface HttpStatus {
  code: number;
}

export const HttpStatusContext = createContext<HttpStatus | null>(null);

/** Sets the page's status when the server renders it, unless null (a no-op in the browser). */
export function useHttpStatus(code: number | null): void {
  const status = useContext(HttpStatusContext);
  if (status && code !== null) status.code = code;
}
