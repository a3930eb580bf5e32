import type { ServerResponse } from 'node:http';
import { PAGE_SCRIPT_LOADER_SOURCE } from './page-scripts';

/**
 * The image source a map tile URL template needs in the CSP: its origin, with a `{s}` subdomain
 * placeholder widened to a wildcard (`https://{s}.tile.example.org/...` → `https://*.tile.example.org`).
 */
export function tileImageSource(tileUrl: string): string {
  const origin = /^(https?:\/\/[^/]+)/.exec(tileUrl)?.[1] ?? '';
  return origin.replace(/\{s\}/g, '*');
}

/**
 * The WebSocket address of the site's own host (the pages' subscriptions): ws:// beside http://,
 * wss:// beside https://. Named because 'self' covers ws: only in browsers following CSP level 3.
 */
export function siteSocketSource(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Headers on every response. Scripts only from this origin, and inline only a server-rendered page's
 * script loader (page-scripts.ts, by its hash); Emotion (MUI) injects
 * style elements at run time, so styles allow 'unsafe-inline'. Images may be data/blob URLs for
 * previews before upload, and map tiles from the configured tile server. Pages connect to this
 * site only: its WebSocket is named by PUBLIC_URL's host, never any host's ws:/wss:.
 */
export function contentSecurityPolicy({
  mapTileUrl,
  publicUrl,
}: {
  mapTileUrl: string;
  publicUrl: string;
}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${PAGE_SCRIPT_LOADER_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileImageSource(mapTileUrl)}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${siteSocketSource(publicUrl)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sent when the site is served over HTTPS (PUBLIC_URL https://; TLS ends at the proxy in front),
 * so a browser asks for it over HTTPS only from then on. Never on a plain-HTTP site: browsers
 * ignore it there.
 */
export const HSTS = 'max-age=31536000';

export function setSecurityHeaders(
  res: ServerResponse,
  { csp, graphiql, https }: { csp: string; graphiql: boolean; https: boolean },
): void {
  // GraphiQL (development only) loads its page script inline and from a CDN, so it gets no CSP.
  if (!graphiql) res.setHeader('Content-Security-Policy', csp);
  if (https) res.setHeader('Strict-Transport-Security', HSTS);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
}
