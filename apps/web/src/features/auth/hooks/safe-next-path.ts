/**
 * Where to go after logging in: `next` when it is a path on this site, otherwise home. Absolute
 * and protocol-relative URLs are refused so a crafted link cannot send a user to another site.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
