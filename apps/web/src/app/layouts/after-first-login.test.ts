import { describe, expect, it } from 'vitest';
import { afterFirstLogin } from './after-first-login';

describe('afterFirstLogin', () => {
  it('keeps a visitor who signed up from the listing form on the form', () => {
    expect(afterFirstLogin({ pathname: '/list-with-us', search: '?plan=5' }, '/building')).toBe(
      '/list-with-us?plan=5',
    );
  });

  it('sends everyone else to the destination of their choice', () => {
    expect(afterFirstLogin({ pathname: '/', search: '' }, '/building')).toBe('/building');
    expect(afterFirstLogin({ pathname: '/search', search: '?city=Toronto' }, '/search')).toBe('/search');
  });
});
