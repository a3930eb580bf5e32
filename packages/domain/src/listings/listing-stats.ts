import { addDaysIso, utcToLocal } from '../viewings/time-zones';
import * as z from 'zod/mini';
import { withFieldLabels } from '../i18n/field-labels';
import { STAFF_TIME_ZONE } from '../limits';

/*
 * Listing analytics (issue 21): what is counted per listing and Toronto calendar day, the daily
 * series the landlord sees, and a boost's days set against the same number of days before it.
 */

/** The figures counted per listing and day, in the order the landlord reads them. */
export const LISTING_STAT_FIGURES = [
  'views',
  'impressions',
  'contactClicks',
  'conversations',
  'viewings',
  'applications',
] as const;
export type ListingStatFigure = (typeof LISTING_STAT_FIGURES)[number];
export type ListingStatCounts = Record<ListingStatFigure, number>;

/** Days of the landlord's stats block by default: the last 30. */
export const LISTING_STATS_DEFAULT_DAYS = 30;
/** At most a year of days in one answer. */
export const LISTING_STATS_MAX_DAYS = 366;
/** The days asked of listingStats: 1 to LISTING_STATS_MAX_DAYS. */
export const listingStatsArgsSchema = withFieldLabels(
  z.object({
    days: z.number().check(z.int('invalid'), z.minimum(1, 'min'), z.maximum(LISTING_STATS_MAX_DAYS, 'max')),
  }),
  { days: { en: 'Days', fr: 'Jours' } },
);

/**
 * A second view, contact click or search impression of one listing by the same session (or address)
 * within this many minutes is not counted.
 */
export const LISTING_VIEW_REPEAT_MINUTES = 30;

/** One day of the series: YYYY-MM-DD (Toronto) and its counts. */
export interface ListingStatDay extends ListingStatCounts {
  day: string;
}

export const zeroCounts = (): ListingStatCounts => ({
  views: 0,
  impressions: 0,
  contactClicks: 0,
  conversations: 0,
  viewings: 0,
  applications: 0,
});

/** The Toronto calendar day of an instant, YYYY-MM-DD: the team's days, as the dashboard counts them. */
export function statDay(at: Date): string {
  return utcToLocal(at, STAFF_TIME_ZONE).date;
}

/** The day `count` days after `day` (before, when negative); calendar arithmetic, no time zone. */
export const addDays = addDaysIso;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every day from `first` to `last` inclusive, each with its counts from `rows`, zeros where none. */
export function fillSeries(
  rows: readonly ({ day: string } & Partial<ListingStatCounts>)[],
  first: string,
  last: string,
): ListingStatDay[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const series: ListingStatDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const row = byDay.get(day);
    const counts = zeroCounts();
    for (const figure of LISTING_STAT_FIGURES) counts[figure] = row?.[figure] ?? 0;
    series.push({ day, ...counts });
  }
  return series;
}

/** The sum of each figure over `days`. */
export function totalCounts(days: readonly Partial<ListingStatCounts>[]): ListingStatCounts {
  const totals = zeroCounts();
  for (const day of days) for (const figure of LISTING_STAT_FIGURES) totals[figure] += day[figure] ?? 0;
  return totals;
}

/** The days a boost ran so far and the same number of days just before it. */
export interface BoostWindows {
  /** First and last day of the boost counted: from its start to its end, or to today while it runs. */
  during: { first: string; last: string };
  before: { first: string; last: string };
  days: number;
  running: boolean;
}

/**
 * The windows of a boost from `start` to `end`, seen on `today` (Toronto days): null before it
 * starts. A boost that ends at midnight counts the day it ends only when time of it passed.
 */
export function boostWindows(start: Date, end: Date, now: Date): BoostWindows | null {
  const today = statDay(now);
  const first = statDay(start);
  if (first > today || end <= start) return null;
  const running = end > now;
  // The last day with boost time in it: the end instant itself belongs to no boost time.
  const endDay = statDay(new Date(end.getTime() - 1));
  const last = running || endDay > today ? today : endDay;
  const days = daysFrom(first, last) + 1;
  return {
    during: { first, last },
    before: { first: addDays(first, -days), last: addDays(first, -1) },
    days,
    running,
  };
}

/** One figure during a boost against the days before it. */
export interface FigureComparison {
  figure: ListingStatFigure;
  during: number;
  before: number;
  /** during ÷ before to one decimal (half up), or null when there was nothing before to divide by. */
  ratio: number | null;
}

/** during ÷ before rounded half up to one decimal; null when `before` is 0 (no base to compare with). */
export function statRatio(during: number, before: number): number | null {
  if (before <= 0) return null;
  // Integers over integers: scaling first keeps 0.25 → 0.3 from float noise (2.45 stored as 2.4499…).
  return Math.round((during * 10) / before + 1e-9) / 10;
}

/** Each figure of the boost's days against the days before, in LISTING_STAT_FIGURES order. */
export function compareBoost(during: ListingStatCounts, before: ListingStatCounts): FigureComparison[] {
  return LISTING_STAT_FIGURES.map((figure) => ({
    figure,
    during: during[figure],
    before: before[figure],
    ratio: statRatio(during[figure], before[figure]),
  }));
}

/** How a comparison reads: more, fewer, the same, new (nothing before, something during), or nothing at all. */
export type ComparisonTrend = 'MORE' | 'FEWER' | 'SAME' | 'NEW' | 'NONE';

export function comparisonTrend(c: Pick<FigureComparison, 'during' | 'before' | 'ratio'>): ComparisonTrend {
  if (c.ratio === null) return c.during > 0 ? 'NEW' : 'NONE';
  if (c.during === c.before) return 'SAME';
  return c.during > c.before ? 'MORE' : 'FEWER';
}
