/*
 * Addresses the signing page links to. A signer who came by their e-mailed link has no session, so
 * their token rides along on every document link; one who must sign in comes back to this page.
 */

/** The login page, with a link back to `current` (a path with its query) once signed in. */
export function loginPath(current: string): string {
  return `/login?next=${encodeURIComponent(current)}`;
}

/** A document link that carries the signer's token when they came by their e-mailed link. */
export function withToken(path: string, token: string | null, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  if (token) query.set('token', token);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
