/*
 * Which addresses a body may point at. Links: https and http pages, mailto: and tel:, and the
 * site's own paths ('/…', never '//host'). Pictures: the site's own files ('/files/…') or https.
 * Anything else (javascript:, data:, vbscript:, protocol-relative, control characters) is refused.
 */

// Control characters and spaces: browsers strip some inside a scheme ('java\tscript:').
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\s]/;

function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function isSafeLinkHref(value: string): boolean {
  if (!value || value.length > 2048 || CONTROL.test(value)) return false;
  if (isSitePath(value)) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:' || url.protocol === 'http:') return url.hostname.length > 0;
  return url.protocol === 'mailto:' || url.protocol === 'tel:';
}

export function isSafeImageSrc(value: string): boolean {
  if (!value || value.length > 2048 || CONTROL.test(value)) return false;
  if (isSitePath(value)) return value.startsWith('/files/');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A link leaving the site opens in a new tab without handing it this page. */
export function isExternalHref(value: string): boolean {
  return /^https?:/i.test(value);
}
