import { describe, expect, it } from 'vitest';
import { loginPath, withToken } from './links';

describe('signing page links', () => {
  it('comes back to the page, query and all, after signing in', () => {
    expect(loginPath('/leases/abc/sign?signer=1')).toBe('/login?next=%2Fleases%2Fabc%2Fsign%3Fsigner%3D1');
  });

  it('adds the token to a document link only when there is one', () => {
    expect(withToken('/files/lease.pdf', null)).toBe('/files/lease.pdf');
    expect(withToken('/files/lease.pdf', 'tok')).toBe('/files/lease.pdf?token=tok');
    expect(withToken('/files/lease.pdf', 'tok', { locale: 'fr' })).toBe(
      '/files/lease.pdf?locale=fr&token=tok',
    );
    expect(withToken('/files/lease.pdf', null, { locale: 'en' })).toBe('/files/lease.pdf?locale=en');
  });
});
