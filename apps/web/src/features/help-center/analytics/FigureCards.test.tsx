import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../i18n/test-translations';
import { FigureCards, type Figures } from './FigureCards';

/* The six figures as staff read them: each value written for the language, with what it counts. */

const FIGURES: Figures = {
  totalCount: 1204,
  totalPublished: 44,
  totalPerDayPublished: [
    { day: '2026-11-01', count: 2 },
    { day: '2026-11-03', count: 1 },
  ],
  totalSeen: 1530,
  totalAvgSeen: 34.77,
  totalReadingAvg: 95,
};

async function render(locale: 'en' | 'fr') {
  const i18n = await testI18n();
  await i18n.changeLanguage(locale);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <FigureCards figures={FIGURES} />
    </I18nextProvider>,
  );
  // The figure of each card, by its key.
  const values = Object.fromEntries(
    [...html.matchAll(/data-figure="(\w+)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]]),
  );
  return { html, values };
}

describe('FigureCards', () => {
  it('shows the six spec figures in English, the published days added up', async () => {
    const { html, values } = await render('en');
    expect(values).toEqual({
      totalCount: '1,204',
      totalPublished: '44',
      totalPerDayPublished: '3',
      totalSeen: '1,530',
      totalAvgSeen: '34.77',
      totalReadingAvg: '1\u00a0min 35\u00a0s',
    });
    expect(html).toContain('One per visitor and article every 30 minutes, in the range.');
  });

  it('writes them the French way', async () => {
    const { html, values } = await render('fr');
    expect(values.totalCount).toBe('1\u00a0204');
    expect(values.totalAvgSeen).toBe('34,77');
    expect(html).toContain('Temps de lecture moyen');
  });
});
