/*
 * The link a listing is shared by: its canonical page on this site, without the query it was
 * opened with (search highlights, campaign tags) nor a language, so whoever opens it reads it in
 * theirs (the bare path is the x-default of the page's hreflang links).
 */

/** https://rentals.example/listing/<id> */
export function listingShareUrl(origin: string, listingId: string): string {
  return `${origin.replace(/\/+$/, '')}/listing/${encodeURIComponent(listingId)}`;
}

/** A mailto: link of a new e-mail with the listing's title as its subject and its link as its body. */
export function listingMailto(title: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
}
