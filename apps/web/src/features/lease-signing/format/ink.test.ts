import { describe, expect, it } from 'vitest';
import { hasEnoughInk, initialsOf, inkedPixels } from './ink';

/** A white RGBA image of `width`×`height` with `inked` dark pixels. */
function image(width: number, height: number, inked: number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let i = 0; i < inked; i += 1) {
    data[i * 4] = 26;
    data[i * 4 + 1] = 35;
    data[i * 4 + 2] = 126;
  }
  return data;
}

describe('ink check', () => {
  it('counts dark opaque pixels only', () => {
    expect(inkedPixels(image(10, 10, 7))).toBe(7);
    const clear = new Uint8ClampedArray(16);
    expect(inkedPixels(clear)).toBe(0);
  });

  it('refuses a dot and accepts a signature-sized drawing', () => {
    expect(hasEnoughInk(image(600, 200, 20), 600, 200)).toBe(false);
    expect(hasEnoughInk(image(600, 200, 900), 600, 200)).toBe(true);
  });

  it('makes initials from a name', () => {
    expect(initialsOf('Élise Tremblay')).toBe('ÉT');
    expect(initialsOf('  jean-paul  de la roche ')).toBe('JPDLR');
    expect(initialsOf('')).toBe('');
  });
});
