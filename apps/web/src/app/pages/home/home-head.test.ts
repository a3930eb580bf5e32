import { describe, expect, it } from 'vitest';
import { translations } from '../../../i18n/test-translations';
import { headTags } from '../../../lib/head/head-tags';
import { homeHead } from './home-head';

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('homeHead', () => {
  it("is the site's title and description in the page language", async () => {
    expect(homeHead({ t: await translations('en', 'home'), siteName: 'Rentals' })).toMatchObject({
      title: 'Homes for rent in Canada',
      description: expect.stringMatching(/^Apartments, condos, houses and rooms for rent across Canada/),
      path: '/',
    });
    expect(homeHead({ t: await translations('fr', 'home'), siteName: 'Rentals' })).toMatchObject({
      title: 'Logements à louer au Canada',
      description: expect.stringMatching(/^Appartements, condos, maisons et chambres à louer/),
    });
  });

  it('tells search engines the site searches by city, and who runs it', async () => {
    const head = homeHead({ t: await translations('en', 'home'), siteName: 'Rentals' });
    const [website, organization] = jsonLdOf(
      headTags(head, { origin: 'https://rentals.example', lang: 'en' }),
    );
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: 'Rentals',
      url: 'https://rentals.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://rentals.example/search?city={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Rentals',
      url: 'https://rentals.example/',
      logo: 'https://rentals.example/favicon.svg',
    });
  });

  it("preloads the feed's first card picture once the feed is known", async () => {
    const t = await translations('en', 'home');
    expect(homeHead({ t, siteName: 'Rentals' }).preloadImage).toBeNull();
    const firstListing = {
      pictures: [],
      units: [
        {
          pictures: [
            { cardUrl: '/files/b?size=card', order: 2 },
            { cardUrl: '/files/a?size=card', order: 1 },
          ],
        },
      ],
    };
    const head = homeHead({ t, siteName: 'Rentals', firstListing });
    expect(head.preloadImage).toEqual({ src: '/files/a?size=card' });
    expect(headTags(head, { origin: 'https://rentals.example', lang: 'en' })).toContain(
      '<link rel="preload" as="image" href="/files/a?size=card" fetchpriority="high" />',
    );
  });
});
