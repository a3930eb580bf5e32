import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../i18n/test-translations';
import type { PageHead } from './page-head';
import { createHeadCollector, PageHeadContext, usePageHead } from './use-page-head';

const HEAD: PageHead = {
  title: 'Rentals in Toronto',
  description: '12 homes for rent in Toronto.',
  path: '/search?city=Toronto',
};

function Page({ head }: { head: PageHead | null }) {
  usePageHead(head);
  return <h1>{head?.title ?? 'Loading'}</h1>;
}

describe('usePageHead on the server', () => {
  it("records the rendered page's head in the collector it is given", async () => {
    const i18n = await testI18n();
    const collector = createHeadCollector();
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <PageHeadContext value={collector.value}>
          <Page head={HEAD} />
        </PageHeadContext>
      </I18nextProvider>,
    );
    expect(html).toContain('<h1>Rentals in Toronto</h1>');
    expect(collector.current()).toEqual(HEAD);
  });

  it('records nothing before a page renders, and null for a page with no head yet', async () => {
    const i18n = await testI18n();
    const collector = createHeadCollector();
    expect(collector.current()).toBeNull();
    renderToString(
      <I18nextProvider i18n={i18n}>
        <PageHeadContext value={collector.value}>
          <Page head={null} />
        </PageHeadContext>
      </I18nextProvider>,
    );
    expect(collector.current()).toBeNull();
  });

  it('keeps the head of the page rendered last, when a page renders another inside it', async () => {
    const i18n = await testI18n();
    const collector = createHeadCollector();
    const inner: PageHead = { ...HEAD, title: 'Sign up', path: '/signup-modal' };
    renderToString(
      <I18nextProvider i18n={i18n}>
        <PageHeadContext value={collector.value}>
          <Page head={HEAD} />
          <Page head={inner} />
        </PageHeadContext>
      </I18nextProvider>,
    );
    expect(collector.current()).toEqual(inner);
  });
});
