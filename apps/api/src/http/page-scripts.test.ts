import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';
import { deferPageScripts, PAGE_SCRIPT_LOADER } from './page-scripts';

const PAGE =
  '<html><head><link rel="preload" as="image" href="/files/1?size=card" fetchpriority="high">' +
  '<link rel="stylesheet" crossorigin href="/assets/map.css"><link rel="modulepreload" crossorigin href="/assets/search.js">' +
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root" data-server-rendered></div></body></html>';

const listOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)![1]!) as {
    entry: string;
    preload: string[];
  };

describe('deferPageScripts', () => {
  it('replaces the entry script and the module preloads with their list and the loader', () => {
    const html = deferPageScripts(PAGE);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(listOf(html)).toEqual({
      entry: '/assets/index.js',
      preload: ['/assets/search.js', '/assets/react.js'],
    });
    // The picture's preload and the stylesheet stay where they were, before the loader.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('id="page-scripts"'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/map.css">');
    expect(html).toContain(`<script>${PAGE_SCRIPT_LOADER}</script>`);
  });

  it('leaves a page without an entry script as it is', () => {
    const page = '<html><head></head><body></body></html>';
    expect(deferPageScripts(page)).toBe(page);
  });

  it('is allowed by the Content-Security-Policy through its hash, and no other inline script is', () => {
    const scriptSrc = contentSecurityPolicy({ mapTileUrl: '', publicUrl: 'https://rentals.example' })
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'))!;
    const hash = createHash('sha256').update(PAGE_SCRIPT_LOADER).digest('base64');
    expect(scriptSrc.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});

/** The loader run against a page of this test's making: what it asks for, and when. */
function loadPage({ picture = true, observes = true, visible = true } = {}) {
  const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
  const observers: {
    type: string;
    callback: (list: { getEntriesByName(name: string): unknown[] }) => void;
  }[] = [];
  const listeners = new Map<string, () => void>();
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = observes ? ['paint', 'resource', 'largest-contentful-paint'] : [];
    constructor(private callback: (typeof observers)[number]['callback']) {}
    observe({ type }: { type: string }) {
      observers.push({ type, callback: this.callback });
    }
  }
  const document = {
    visibilityState: visible ? 'visible' : 'hidden',
    getElementById: () => ({
      textContent: JSON.stringify({ entry: '/assets/index.js', preload: ['/assets/react.js'] }),
    }),
    baseURI: 'http://x/listing/1',
    querySelector: () =>
      picture
        ? {
            href: 'http://x/files/1?size=detail',
            getAttribute: (name: string) =>
              name === 'imagesrcset' ? '/files/1?size=card 640w, /files/1?size=detail 1600w' : null,
          }
        : null,
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
  };
  const window = {
    document,
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  };
  vm.runInNewContext(PAGE_SCRIPT_LOADER, { ...window, window, URL });
  const entries = (name: string) => ({
    getEntries: () => [{ name }],
    getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []),
  });
  const runFrames = () => {
    for (const frame of frames.splice(0)) frame();
    // The frame's zero timer, not the 3 s fallback (always the first timer).
    for (const timer of timers.splice(1)) timer();
  };
  return {
    asked: () => appended.map((e) => (e.type === 'module' ? `script ${e.src}` : `${e.rel} ${e.href}`)),
    paint: () => observers.find((o) => o.type === 'paint')!.callback(entries('first-contentful-paint')),
    loaded: (url: string) => observers.find((o) => o.type === 'resource')!.callback(entries(url)),
    runFrames,
    fallback: () => timers[0]!(),
    input: (type: string) => listeners.get(type)!(),
  };
}

describe('the page script loader', () => {
  const ASKED = ['modulepreload /assets/react.js', 'script /assets/index.js'];

  it('asks for the code once the page has painted and its largest picture has arrived', () => {
    const page = loadPage();
    page.paint();
    page.runFrames();
    expect(page.asked()).toEqual([]);
    page.loaded('http://x/assets/map.css');
    page.runFrames();
    expect(page.asked()).toEqual([]);
    page.loaded('http://x/files/1?size=detail');
    expect(page.asked()).toEqual([]);
    page.runFrames();
    expect(page.asked()).toEqual(ASKED);
    page.fallback();
    expect(page.asked()).toEqual(ASKED);
  });

  it("counts the picture in when the screen took another candidate of the preload's srcset", () => {
    const page = loadPage();
    page.loaded('http://x/files/1?size=card');
    page.paint();
    page.runFrames();
    expect(page.asked()).toEqual(ASKED);
  });

  it('asks once the page has painted when it preloads no picture', () => {
    const page = loadPage({ picture: false });
    page.paint();
    page.runFrames();
    expect(page.asked()).toEqual(ASKED);
  });

  it('asks at once on a touch, a key or a scroll, and after three seconds at the latest', () => {
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'scroll']) {
      const page = loadPage();
      page.input(type);
      expect(page.asked()).toEqual(ASKED);
    }
    const page = loadPage();
    page.fallback();
    expect(page.asked()).toEqual(ASKED);
  });

  it('asks at once in a browser that cannot tell when the page painted, or in a hidden tab', () => {
    expect(loadPage({ observes: false }).asked()).toEqual(ASKED);
    expect(loadPage({ visible: false }).asked()).toEqual(ASKED);
  });
});
