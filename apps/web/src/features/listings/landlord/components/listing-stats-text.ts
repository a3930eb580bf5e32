import type { ListingStatFigure, ListingStatsQuery } from '../../../../gql/graphql';

export type BoostResult = NonNullable<ListingStatsQuery['listingStats']['boost']>;
export type FigureComparison = BoostResult['figures'][number];

/** The figure keys of the texts, by the API's enum value. */
export const FIGURE_KEYS = {
  VIEWS: 'views',
  IMPRESSIONS: 'impressions',
  CONTACT_CLICKS: 'contactClicks',
  CONVERSATIONS: 'conversations',
  VIEWINGS: 'viewings',
  APPLICATIONS: 'applications',
} as const satisfies Record<ListingStatFigure, string>;

export type Trend = 'more' | 'fewer' | 'same' | 'new' | 'none';

/** How a comparison reads: the API's ratio is null when nothing was counted before. */
export function trendOf(c: Pick<FigureComparison, 'during' | 'before' | 'ratio'>): Trend {
  if (c.ratio == null) return c.during > 0 ? 'new' : 'none';
  if (c.during === c.before) return 'same';
  return c.during > c.before ? 'more' : 'fewer';
}

/** A ratio as the locale writes it, to one decimal at most: 2.4 → '2.4' (en), '2,4' (fr). */
export function formatRatio(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 }).format(
    ratio,
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** 'the week before' for a 7-day boost, 'the 3 days before' while one runs its third day. */
export function periodText(t: T, days: number): string {
  return days === 7 ? t('stats.boost.periodWeek') : t('stats.boost.period', { count: days });
}

/** The headline: views during the boost against the days before ('2.4× more views than the week before'). */
export function viewsLine(t: T, boost: BoostResult, locale: string): string {
  const views = boost.figures.find((f) => f.figure === 'VIEWS')!;
  const period = periodText(t, boost.days);
  const ratio = views.ratio == null ? '' : formatRatio(views.ratio, locale);
  const key = {
    more: 'viewsMore',
    fewer: 'viewsFewer',
    same: 'viewsSame',
    new: 'viewsNew',
    none: 'viewsNone',
  }[trendOf(views)];
  return t(`stats.boost.${key}`, { ratio, period, count: views.during });
}

/** One line per other figure that moved ('Contact clicks: 3× more than the week before'). */
export function otherLines(t: T, boost: BoostResult, locale: string): string[] {
  const period = periodText(t, boost.days);
  return boost.figures
    .filter((f) => f.figure !== 'VIEWS' && trendOf(f) !== 'none')
    .map((f) =>
      t(`stats.boost.${trendOf(f)}`, {
        figure: t(`stats.figures.${FIGURE_KEYS[f.figure]}`),
        ratio: f.ratio == null ? '' : formatRatio(f.ratio, locale),
        count: f.during,
        period,
      }),
    );
}
