/** Where the listing form reopens to pay again: edit mode at step 9 (the checkout's cancel path too). */
export function payAgainPath(listingId: string): string {
  return `/list-with-us?listing=${encodeURIComponent(listingId)}&step=9`;
}

/**
 * A key for one Continue click: the processor opens one checkout per key, so a retry of the same
 * click (after a network failure) cannot open a second one.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-HTTP test server still gets 128 random bits.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
