import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../i18n/test-translations';
import type { KnowledgeCenterQuery } from '../../../gql/graphql';
import { HubSections } from './HubSections';

type Hub = KnowledgeCenterQuery['knowledgeCenter'];

/* The hub's sections as the server renders them: empty ones left out, external links marked. */

const ARTICLE = {
  id: 'a1',
  title: 'Rents & vacancies <2026>',
  subtitle: null,
  description: 'The numbers.',
  articleUrl: 'https://news.example.com/rents',
  imageUrl: null,
};
const EMPTY: Hub = { province: 'BC', posts: [], trending: [], estateScoop: [], rentalLaws: [] };

async function render(hub: Hub, locale: 'en' | 'fr' = 'en') {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <HubSections hub={hub} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('HubSections', () => {
  it('shows only the help center when nothing is published', async () => {
    const html = await render(EMPTY);
    expect(html).toContain('Help center');
    expect(html).toContain('href="/help-center"');
    for (const heading of ['Latest from the blog', 'Trending', 'Estate Scoop', 'Rental laws in']) {
      expect(html).not.toContain(heading);
    }
  });

  it('opens curated articles in a new tab without the opener, and says so', async () => {
    const html = await render({ ...EMPTY, trending: [ARTICLE] });
    expect(html).toContain('Trending');
    expect(html).not.toContain('Estate Scoop');
    const link = /<a [^>]*href="https:\/\/news\.example\.com\/rents"[^>]*>(.*?)<\/a>/.exec(html);
    expect(link?.[0]).toContain('target="_blank"');
    expect(link?.[0]).toContain('rel="noopener noreferrer"');
    expect(link?.[1]).toContain('Rents &amp; vacancies &lt;2026&gt;');
    expect(link?.[1]).toContain('(opens another site in a new tab)');
  });

  it("names the province's laws in French", async () => {
    const html = await render(
      {
        ...EMPTY,
        rentalLaws: [{ id: 'l1', title: 'Dépôt', description: '', audience: 'RENTER', province: 'BC' }],
      },
      'fr',
    );
    expect(html).toContain('Lois sur la location – Colombie-Britannique');
    expect(html).toContain('href="/rental-laws?province=BC#law-l1"');
    expect(html).toContain('Pour les locataires');
  });
});
