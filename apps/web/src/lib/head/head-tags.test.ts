import { describe, expect, it } from 'vitest';
import { absoluteJsonLd, headTags, withLang } from './head-tags';
import type { PageHead } from './page-head';

const ORIGIN = 'https://rentals.example';

const LISTING: PageHead = {
  title: 'Bright condo – King West, Toronto',
  description: 'From $2,100/month · King West, Toronto. A corner unit.',
  path: '/listing/4f6c',
  image: '/files/abc/detail.webp',
};

/** The attribute `attr` of the first tag matching `selector` (a regex on the tag's text). */
function attribute(html: string, selector: RegExp, attr: string): string | undefined {
  const tag = html.split('\n').find((line) => selector.test(line));
  return tag?.match(new RegExp(`${attr}="([^"]*)"`))?.[1];
}

const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('headTags', () => {
  it("titles the page '<title> | Rentals' and describes it", () => {
    const html = headTags(LISTING, { origin: ORIGIN, lang: 'en' });
    expect(html).toContain('<title>Bright condo – King West, Toronto | Rentals</title>');
    expect(attribute(html, /name="description"/, 'content')).toBe(LISTING.description);
    expect(attribute(html, /property="og:title"/, 'content')).toBe(LISTING.title);
  });

  it('escapes what pages write in text and attributes', () => {
    const html = headTags(
      {
        title: `<script>alert("x")</script> & 'quotes'`,
        description: 'A "great" <b>place</b> & more',
        path: '/search?city=A&b="c"',
      },
      { origin: ORIGIN, lang: 'en' },
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; | Rentals</title>',
    );
    expect(attribute(html, /name="description"/, 'content')).toBe(
      'A &quot;great&quot; &lt;b&gt;place&lt;/b&gt; &amp; more',
    );
    // Every attribute value is closed by its own quote: no text breaks out of one.
    for (const line of html.split('\n').filter((l) => l.startsWith('<meta') || l.startsWith('<link'))) {
      expect(line).toMatch(/^<(meta|link)( [\w:-]+="[^"<>]*")+ \/>$/);
    }
  });

  it('links the language versions: canonical in the page language, hreflang en/fr and x-default', () => {
    const html = headTags(LISTING, { origin: ORIGIN, lang: 'fr' });
    expect(attribute(html, /rel="canonical"/, 'href')).toBe(`${ORIGIN}/listing/4f6c?lang=fr`);
    expect(attribute(html, /hreflang="en"/, 'href')).toBe(`${ORIGIN}/listing/4f6c?lang=en`);
    expect(attribute(html, /hreflang="fr"/, 'href')).toBe(`${ORIGIN}/listing/4f6c?lang=fr`);
    expect(attribute(html, /hreflang="x-default"/, 'href')).toBe(`${ORIGIN}/listing/4f6c`);
    expect(attribute(html, /property="og:url"/, 'content')).toBe(`${ORIGIN}/listing/4f6c?lang=fr`);
    expect(attribute(html, /property="og:locale"/, 'content')).toBe('fr_CA');
    expect(attribute(html, /property="og:locale:alternate"/, 'content')).toBe('en_CA');
  });

  it('adds the language to an existing query, and replaces a lang the path had', () => {
    const html = headTags(
      { ...LISTING, path: '/search?city=Toronto&neighbourhood=King%20West' },
      { origin: ORIGIN, lang: 'en' },
    );
    expect(attribute(html, /rel="canonical"/, 'href')).toBe(
      `${ORIGIN}/search?city=Toronto&amp;neighbourhood=King%20West&amp;lang=en`,
    );
    expect(attribute(html, /hreflang="x-default"/, 'href')).toBe(
      `${ORIGIN}/search?city=Toronto&amp;neighbourhood=King%20West`,
    );
    expect(withLang('/search?lang=fr&city=Toronto', 'en')).toBe('/search?city=Toronto&lang=en');
    expect(withLang('/search?lang=fr', null)).toBe('/search');
  });

  it('makes the image absolute for Open Graph and Twitter, and keeps an absolute one', () => {
    const html = headTags(LISTING, { origin: ORIGIN, lang: 'en' });
    expect(attribute(html, /property="og:image"/, 'content')).toBe(`${ORIGIN}/files/abc/detail.webp`);
    expect(attribute(html, /name="twitter:image"/, 'content')).toBe(`${ORIGIN}/files/abc/detail.webp`);
    expect(attribute(html, /name="twitter:card"/, 'content')).toBe('summary_large_image');
    const cdn = headTags({ ...LISTING, image: 'https://cdn.example/a.webp' }, { origin: ORIGIN, lang: 'en' });
    expect(attribute(cdn, /property="og:image"/, 'content')).toBe('https://cdn.example/a.webp');
    const none = headTags({ ...LISTING, image: null, imageAlt: 'Cover' }, { origin: ORIGIN, lang: 'en' });
    expect(none).not.toContain('og:image');
    expect(attribute(none, /name="twitter:card"/, 'content')).toBe('summary');
  });

  it('describes the shared picture for those who cannot see it', () => {
    const html = headTags(
      { ...LISTING, imageAlt: 'Picture of "Bright condo"' },
      { origin: ORIGIN, lang: 'en' },
    );
    expect(attribute(html, /property="og:image:alt"/, 'content')).toBe('Picture of &quot;Bright condo&quot;');
    expect(attribute(html, /name="twitter:image:alt"/, 'content')).toBe(
      'Picture of &quot;Bright condo&quot;',
    );
    expect(headTags(LISTING, { origin: ORIGIN, lang: 'en' })).not.toContain('image:alt');
  });

  it('keeps a page out of search engines only when asked', () => {
    expect(headTags(LISTING, { origin: ORIGIN, lang: 'en' })).not.toContain('name="robots"');
    const html = headTags({ ...LISTING, noindex: true }, { origin: ORIGIN, lang: 'en' });
    expect(attribute(html, /name="robots"/, 'content')).toBe('noindex');
  });

  it('preloads the largest picture with its srcset and sizes', () => {
    const html = headTags(
      {
        ...LISTING,
        preloadImage: {
          src: '/files/a/detail',
          srcset: '/files/a/card 640w, /files/a/detail 1600w',
          sizes: '100vw',
        },
      },
      { origin: ORIGIN, lang: 'en' },
    );
    const preload = html.split('\n').find((line) => line.includes('rel="preload"'));
    expect(preload).toBe(
      '<link rel="preload" as="image" href="/files/a/detail" imagesrcset="/files/a/card 640w, /files/a/detail 1600w" imagesizes="100vw" fetchpriority="high" />',
    );
  });

  it('writes JSON-LD that JSON.parse reads back, with absolute URLs, and no text closing the script', () => {
    const value = {
      '@context': 'https://schema.org',
      '@type': 'Apartment',
      name: 'Loft </script><script>alert(1)</script> <!-- & more',
      url: '/listing/4f6c',
      image: ['/files/a/detail', 'https://cdn.example/b.webp'],
      description: '/not-a-url stays as written',
    };
    const html = headTags({ ...LISTING, jsonLd: [value] }, { origin: ORIGIN, lang: 'en' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(jsonLdOf(html)).toEqual([
      {
        ...value,
        url: `${ORIGIN}/listing/4f6c`,
        image: [`${ORIGIN}/files/a/detail`, 'https://cdn.example/b.webp'],
      },
    ]);
  });
});

describe('absoluteJsonLd', () => {
  it('makes the paths of nested URL properties absolute', () => {
    expect(
      absoluteJsonLd(
        {
          itemListElement: [{ '@type': 'ListItem', item: '/search?city=Toronto' }],
          potentialAction: { target: { urlTemplate: '/search?city={search_term_string}' } },
          name: '/home',
        },
        ORIGIN,
      ),
    ).toEqual({
      itemListElement: [{ '@type': 'ListItem', item: `${ORIGIN}/search?city=Toronto` }],
      potentialAction: { target: { urlTemplate: `${ORIGIN}/search?city={search_term_string}` } },
      name: '/home',
    });
  });
});
