import type { ServerResponse } from 'node:http';

/**
 * Headers on every response. Scripts only from this origin (no inline script); Emotion (MUI) injects
 * style elements at run time, so styles allow 'unsafe-inline'. Images may be data/blob URLs for
 * previews before upload.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function setSecurityHeaders(res: ServerResponse, { graphiql }: { graphiql: boolean }): void {
  // GraphiQL (development only) loads its page script inline and from a CDN, so it gets no CSP.
  if (!graphiql) res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
}
