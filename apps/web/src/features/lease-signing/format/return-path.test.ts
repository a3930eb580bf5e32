import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-path';

const ORIGIN = 'https://rentals.example.ca';

describe('return path', () => {
  it('keeps a path of this site', () => {
    expect(sameOriginPath('/leases/abc?tab=1', ORIGIN)).toBe('/leases/abc?tab=1');
    expect(sameOriginPath(`${ORIGIN}/message?room=1`, ORIGIN)).toBe('/message?room=1');
  });

  it('drops another site, a protocol-relative address and nothing', () => {
    expect(sameOriginPath('https://evil.example.com/x', ORIGIN)).toBeNull();
    expect(sameOriginPath('//evil.example.com/x', ORIGIN)).toBeNull();
    expect(sameOriginPath('/\\evil.example.com', ORIGIN)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(sameOriginPath(null, ORIGIN)).toBeNull();
  });
});
