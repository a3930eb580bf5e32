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

/**
 * The keys of one page's Continue clicks: a click tried again for the same total keeps its key (the
 * processor answers the checkout it opened, never a second one); a new total, after the server's
 * price won, is a new confirmation and gets a new key.
 */
export function checkoutKeys(newKey: () => string = newIdempotencyKey) {
  let current: { key: string; price: number } | null = null;
  return {
    keyFor(price: number): string {
      if (current?.price !== price) current = { key: newKey(), price };
      return current.key;
    },
  };
}
