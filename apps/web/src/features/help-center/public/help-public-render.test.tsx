import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { HelpLink } from '../../../components/HelpLink';
import type { HelpCenterHomeQuery, SearchHelpCenterQuery } from '../../../gql/graphql';
import { testI18n } from '../../../i18n/test-translations';
import { CollectionCards } from './CollectionCards';
import { HelpSearchResults } from './HelpSearchResults';
import { StillNeedHelp } from './StillNeedHelp';

/* The help center's parts as the server renders them, in both languages. */

async function render(node: ReactNode, locale: 'en' | 'fr' = 'en') {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
}

const COLLECTION: HelpCenterHomeQuery['helpCollections'][number] = {
  id: 'c1',
  titleEn: 'Applying for a home',
  titleFr: 'Postuler pour un logement',
  descriptionEn: 'The renter passport and your application.',
  descriptionFr: 'Le passeport locataire et votre demande.',
  icon: 'description',
  audience: 'RENTER',
  // A signed-in staff member also gets drafts: the card counts the published ones only.
  articles: [
    { id: 'a1', isPublished: true },
    { id: 'a2', isPublished: true },
    { id: 'a3', isPublished: false },
    { id: 'a4', isPublished: true },
  ],
};

describe('collection cards', () => {
  it('open each collection in a new tab, in the language on screen', async () => {
    const en = await render(<CollectionCards collections={[COLLECTION]} />);
    expect(en).toContain('href="/help-center/collection/c1"');
    expect(en).toContain('target="_blank"');
    expect(en).toContain('rel="noopener"');
    expect(en).toContain('Applying for a home');
    expect(en).toContain('3 articles');
    expect(en).toContain('(opens in a new tab)');
    const fr = await render(<CollectionCards collections={[COLLECTION]} />, 'fr');
    expect(fr).toContain('Postuler pour un logement');
    expect(fr).toContain('(s’ouvre dans un nouvel onglet)');
  });
});

describe('search results', () => {
  it('link each article and mark the matching words of its excerpt', async () => {
    const hit: SearchHelpCenterQuery['searchHelpCenter']['hits'][number] = {
      excerpt: 'Pay the deposit only after the viewing.',
      highlights: [{ start: 8, length: 7 }],
      article: {
        id: 'a1',
        title: 'Deposits',
        category: { id: 'c1', titleEn: 'Payments', titleFr: 'Paiements' },
      },
    };
    const html = await render(<HelpSearchResults hits={[hit]} listRef={null} onEscape={() => undefined} />);
    expect(html).toContain('href="/help-center/collection/article/a1"');
    expect(html).toContain('<mark>deposit</mark>');
    expect(html.match(/<mark>/g)).toHaveLength(1);
    expect(html).toContain('In Payments');
  });
});

describe('the contact link and the Help link', () => {
  it('names the article on the contact page', async () => {
    const html = await render(<StillNeedHelp about="Boost a listing" />);
    expect(html).toContain('Still need help?');
    expect(html).toContain('href="/contact-us?about=Boost+a+listing"');
  });

  it('leads a product page to its article by key, in a new tab', async () => {
    const html = await render(<HelpLink helpKey="plan-choice" />, 'fr');
    expect(html).toContain('href="/help-center/key/plan-choice"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('Aide');
  });

  it('names its topic where two Help links to different articles sit together', async () => {
    const en = await render(<HelpLink helpKey="plan-choice" topic="plans" />);
    expect(en).toContain('aria-label="Help with plans (opens in a new tab)"');
    const fr = await render(<HelpLink helpKey="plan-choice" topic="plans" />, 'fr');
    expect(fr).toContain('aria-label="Aide sur les forfaits (s’ouvre dans un nouvel onglet)"');
    expect(await render(<HelpLink helpKey="listing-wizard" />)).not.toContain('aria-label');
  });
});
