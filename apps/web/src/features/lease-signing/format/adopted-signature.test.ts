import { describe, expect, it } from 'vitest';
import { isAdoptedSignature } from './adopted-signature';

describe('adopted signature', () => {
  it('accepts a typed or drawn signature as kept', () => {
    expect(isAdoptedSignature({ kind: 'TYPED', text: 'Élise Tremblay', initials: 'ÉT', image: null })).toBe(
      true,
    );
    expect(
      isAdoptedSignature({
        kind: 'DRAWN',
        text: 'Élise Tremblay',
        initials: 'ÉT',
        image: 'data:image/png;base64,x',
      }),
    ).toBe(true);
  });

  it('refuses anything else kept under its key', () => {
    expect(isAdoptedSignature(null)).toBe(false);
    expect(isAdoptedSignature({ kind: 'STAMP', text: 'x', initials: 'x', image: null })).toBe(false);
    expect(isAdoptedSignature({ kind: 'TYPED', text: 'x', initials: 'x' })).toBe(false);
  });
});
