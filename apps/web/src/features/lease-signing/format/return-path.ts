/**
 * Where the signing link says to go back after signing, when it is a path of this site: an
 * address elsewhere, or a protocol-relative one, is ignored so the link cannot send a signer away.
 */
export function sameOriginPath(value: string | null, origin: string): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    if (!value) return null;
    try {
      const url = new URL(value);
      return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
