import { describe, expect, it } from 'vitest';
import { fillPage, scriptJson } from './page-html';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Rentals</title>
    <meta name="description" content="Default." />
  </head>
  <body>
    <div id="root">
      <header class="app-shell"><a href="/">Rentals</a></header>
    </div>
  </body>
</html>`;

describe('fillPage', () => {
  it('puts the rendered markup in #root, marked for hydration, with the language and head', () => {
    const html = fillPage(TEMPLATE, {
      lang: 'fr',
      head: '<title>Condo – Montréal | Rentals</title><style>x{}</style>',
      ownTitle: true,
      body: "<main><h1>Condo $&amp; $' loft</h1></main>",
      viewportWidth: 412,
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(
      `<div id="root" data-server-rendered data-viewport-width="412"><main><h1>Condo $&amp; $' loft</h1></main></div>`,
    );
    expect(html).not.toContain('app-shell');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Default.');
    expect(html).toContain('<style>x{}</style></head>');
  });

  it("puts the page's head before the app's scripts, so its image preload goes out first", () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/react.js"></head>',
    );
    const preload = '<link rel="preload" as="image" href="/files/1?size=card" fetchpriority="high">';
    const html = fillPage(template, { lang: 'en', head: preload, body: '<main></main>' });
    expect(html.indexOf(preload)).toBeGreaterThan(0);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('modulepreload'));
  });

  it('keeps the app shell and the default head for a page the browser renders', () => {
    const html = fillPage(TEMPLATE, { lang: 'en' });
    expect(html).toContain('app-shell');
    expect(html).toContain('<title>Rentals</title>');
    expect(html).not.toContain('data-server-rendered');
  });
});

describe('scriptJson', () => {
  it('cannot close the script element it sits in', () => {
    const text = scriptJson({ description: '</script><script>alert(1)</script><!--' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script><!--' });
  });
});
