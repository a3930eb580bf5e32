import { describe, expect, it } from 'vitest';
import { isSinInput, isValidSin, maskSin, normalizeSin } from './sin';

describe('SIN', () => {
  it('reads the digits as typed', () => {
    expect(normalizeSin(' 046-454 286 ')).toBe('046454286');
  });

  it.each(['046454286', '046 454 286', '130692544', '193456787'])('accepts the valid SIN %s', (sin) => {
    expect(isValidSin(sin)).toBe(true);
  });

  it.each([
    ['046454287', 'a wrong check digit'],
    ['046454268', 'two digits swapped'],
    ['04645428', 'eight digits'],
    ['0464542860', 'ten digits'],
    ['04645428a', 'a letter'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (sin) => {
    expect(isValidSin(sin)).toBe(false);
  });

  it('lets the field hold up to 9 digits and nothing else', () => {
    expect([isSinInput(''), isSinInput('0464'), isSinInput('046454286')]).toEqual([true, true, true]);
    expect([isSinInput('0464542861'), isSinInput('046 454'), isSinInput('04a')]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('shows only the last 3 digits of a complete SIN', () => {
    expect(maskSin('046454286')).toBe('*** *** 286');
    expect(maskSin('046 454 286')).toBe('*** *** 286');
    expect(maskSin('0464')).toBe('****');
    expect(maskSin('')).toBe('');
  });
});
