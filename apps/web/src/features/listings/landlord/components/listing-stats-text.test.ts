import { describe, expect, it } from 'vitest';
import { translations } from '../../../../i18n/test-translations';
import {
  formatRatio,
  otherLines,
  viewsLine,
  type BoostResult,
  type FigureComparison,
} from './listing-stats-text';

const figure = (f: FigureComparison['figure'], during: number, before: number, ratio: number | null) => ({
  figure: f,
  during,
  before,
  ratio,
});

const boost = (days: number, figures: FigureComparison[]): BoostResult => ({
  running: false,
  days,
  firstDay: '2026-11-10',
  lastDay: '2026-11-16',
  figures,
});

const t = async (locale: 'en' | 'fr') =>
  (await translations(locale, 'listings')) as unknown as (key: string, o?: Record<string, unknown>) => string;

describe('the boost result texts', () => {
  it("reads '2.4× more views than the week before', in English and French", async () => {
    const result = boost(7, [figure('VIEWS', 24, 10, 2.4)]);
    expect(viewsLine(await t('en'), result, 'en')).toBe('2.4× more views than the week before');
    expect(viewsLine(await t('fr'), result, 'fr')).toBe('2,4× plus de vues que la semaine précédente');
  });

  it('names the days compared while a boost runs, and the fewer, same and none cases', async () => {
    const en = await t('en');
    expect(viewsLine(en, boost(3, [figure('VIEWS', 5, 10, 0.5)]), 'en')).toBe(
      'Fewer views than the 3 days before (0.5×)',
    );
    expect(viewsLine(en, boost(1, [figure('VIEWS', 4, 4, 1)]), 'en')).toBe('As many views as the day before');
    expect(viewsLine(en, boost(7, [figure('VIEWS', 6, 0, null)]), 'en')).toBe(
      '6 views during the boost, none the week before',
    );
    expect(viewsLine(await t('fr'), boost(2, [figure('VIEWS', 0, 0, null)]), 'fr')).toBe(
      'Aucune vue pendant la mise en avant ni les 2 jours précédents',
    );
  });

  it('lists the other figures that moved, leaving out those still at zero', async () => {
    const result = boost(7, [
      figure('VIEWS', 24, 10, 2.4),
      figure('CONTACT_CLICKS', 3, 1, 3),
      figure('CONVERSATIONS', 0, 0, null),
      figure('APPLICATIONS', 1, 0, null),
    ]);
    expect(otherLines(await t('en'), result, 'en')).toEqual([
      'Contact clicks: 3× more than the week before',
      'Applications: 1 during the boost, none the week before',
    ]);
    expect(otherLines(await t('fr'), result, 'fr')).toEqual([
      'Clics sur Contacter : 3× plus que la semaine précédente',
      'Candidatures : 1 pendant la mise en avant, contre 0 la semaine précédente',
    ]);
  });

  it('writes ratios with the locale’s decimal mark', () => {
    expect(formatRatio(2.4, 'en')).toBe('2.4');
    expect(formatRatio(2.4, 'fr')).toBe('2,4');
    expect(formatRatio(3, 'fr')).toBe('3');
  });
});
