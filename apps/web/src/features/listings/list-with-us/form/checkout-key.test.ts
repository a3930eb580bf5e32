import { describe, expect, it } from 'vitest';
import { checkoutKeys, newIdempotencyKey, payAgainPath } from './checkout-key';

describe('the checkout keys of step 9', () => {
  it('keeps the key when the same total is tried again, a new one for a new total', () => {
    let n = 0;
    const keys = checkoutKeys(() => `key-${++n}`);
    const first = keys.keyFor(33_900);
    // A network failure, then Continue again: the same click, the same checkout.
    expect(keys.keyFor(33_900)).toBe(first);
    // The server's price won: confirming the new total is a new click.
    expect(keys.keyFor(34_200)).toBe('key-2');
    expect(keys.keyFor(34_200)).toBe('key-2');
  });

  it('makes keys no two pages share', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey().length).toBeGreaterThanOrEqual(32);
  });

  it('reopens the form at the payment step of the stored listing', () => {
    expect(payAgainPath('a1')).toBe('/list-with-us?listing=a1&step=9');
  });
});
