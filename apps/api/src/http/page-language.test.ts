import { describe, expect, it } from 'vitest';
import { acceptedLocale, cookieValue, pageLanguage } from './page-language';

const url = (path: string) => new URL(path, 'http://x');

describe('pageLanguage', () => {
  it('takes ?lang= first, then the locale cookie, then Accept-Language, else English', () => {
    const all = { cookie: 'a=1; locale=en', acceptLanguage: 'fr-CA,fr;q=0.9' };
    expect(pageLanguage({ url: url('/search?lang=fr'), ...all })).toBe('fr');
    expect(pageLanguage({ url: url('/search'), ...all })).toBe('en');
    expect(pageLanguage({ url: url('/search'), acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr');
    expect(pageLanguage({ url: url('/search') })).toBe('en');
  });

  it('ignores values that are not a product language', () => {
    expect(pageLanguage({ url: url('/?lang=de'), cookie: 'locale=xx', acceptLanguage: 'de-DE' })).toBe('en');
  });
});

describe('acceptedLocale', () => {
  it('ranks by quality, then by order, and skips refused languages', () => {
    expect(acceptedLocale('de;q=1, en;q=0.5, fr;q=0.8')).toBe('fr');
    expect(acceptedLocale('en-CA, fr-CA')).toBe('en');
    expect(acceptedLocale('fr;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLocale('')).toBeNull();
  });
});

describe('cookieValue', () => {
  it('reads one cookie among others', () => {
    expect(cookieValue('theme=dark; locale=fr; x=a=b', 'locale')).toBe('fr');
    expect(cookieValue('theme=dark', 'locale')).toBeNull();
    expect(cookieValue(undefined, 'locale')).toBeNull();
  });
});
