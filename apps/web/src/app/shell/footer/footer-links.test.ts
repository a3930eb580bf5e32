import { describe, expect, it } from 'vitest';
import { CITY_LINKS, COMPANY_LINKS, SUPPORT_LINKS, socialLinks } from './footer-links';

describe('footer links', () => {
  it('links each spec city to /search with the exact parameters', () => {
    expect(CITY_LINKS.map((l) => l.city)).toEqual([
      'Toronto',
      'Peel',
      'York',
      'Hamilton & Halton',
      'Durham',
      'Waterloo',
    ]);
    const url = new URL(CITY_LINKS[3]!.to, 'http://x');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      city: 'Hamilton & Halton',
      price_gte: '0',
      price_lte: '4500',
      studio: 'true',
      four_or_more_bedrooms: 'true',
    });
  });

  it("has the spec's other pages", () => {
    expect([...COMPANY_LINKS, ...SUPPORT_LINKS].map((l) => l.to).sort()).toEqual(
      [
        '/services',
        '/list-with-us',
        '/blogs',
        '/rental-application-form',
        '/help-center',
        '/contact-us',
        '/terms',
        '/privacy',
      ].sort(),
    );
  });

  it('shows only configured https social links', () => {
    expect(socialLinks({})).toEqual([]);
    expect(
      socialLinks({
        VITE_FACEBOOK_URL: 'https://facebook.com/rentals',
        VITE_X_URL: 'javascript:alert(1)',
      }),
    ).toEqual([{ name: 'Facebook', href: 'https://facebook.com/rentals' }]);
  });

  it("sends help to this site's help center, not an outside one", () => {
    expect(SUPPORT_LINKS[0]).toEqual({ to: '/help-center', label: 'links.helpCenter' });
    expect(socialLinks({ VITE_HELP_CENTRE_URL: 'https://help.example.com' })).toEqual([]);
  });
});
