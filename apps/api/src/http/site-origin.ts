/**
 * Whether a request's Origin header names the site itself (PUBLIC_URL's origin): the one origin
 * whose pages may read the API's answers (CORS) and open its WebSocket. Only a browser sends
 * Origin, so an absent one (null or undefined) is not the site's: each caller decides what a
 * client without a page may do.
 */
export function siteOriginCheck(publicUrl: string) {
  const site = new URL(publicUrl).origin;
  return (origin: string | null | undefined): origin is string => origin === site;
}
