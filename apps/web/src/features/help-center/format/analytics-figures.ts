import type { Locale } from '@rentals/domain/users/enums';
import { addDaysIso } from '@rentals/domain/viewings/time-zones';
import { formatNumber, numberFormat } from '../../../lib/format/number';

/*
 * How the analytics page writes its figures: counts grouped as the locale does, averages with two
 * decimals, reading time in minutes and seconds, rates as whole percentages, and the daily series
 * filled so every day of the range has its point.
 */

export interface DayCount {
  day: string;
  count: number;
}

/** A count: 1,234 / 1 234. */
export const formatCount = (value: number, locale: Locale) => formatNumber(Math.round(value), locale);

/** An average with at most two decimals (0.02 views per article is not 0): 2.46 / 2,46. */
export const formatAverage = (value: number, locale: Locale) =>
  numberFormat(locale, { maximumFractionDigits: 2 }).format(value);

/**
 * Seconds as a reader's time: '45 s', '2 min 05 s' (the SI abbreviations read the same in both
 * languages). Rounded to the second.
 */
export function formatSeconds(value: number, locale: Locale): string {
  const seconds = Math.max(0, Math.round(value));
  if (seconds < 60) return `${formatNumber(seconds, locale)}\u00a0s`;
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return `${formatNumber(minutes, locale)}\u00a0min ${rest}\u00a0s`;
}

/** A share as a whole percentage: 75% / 75 %; null (no answer yet) is null. */
export function formatRate(rate: number | null | undefined, locale: Locale): string | null {
  if (rate == null) return null;
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

/** The sum of a daily series. */
export const sumDays = (days: readonly DayCount[]) => days.reduce((sum, d) => sum + d.count, 0);

/**
 * Every day from `from` to `to` with its count, 0 where the series has none: a chart's axis and
 * its table then show the quiet days too.
 */
export function fillDays(days: readonly DayCount[], from: string, to: string): DayCount[] {
  const counts = new Map(days.map((d) => [d.day, d.count]));
  const filled: DayCount[] = [];
  for (let day = from; day <= to; day = addDaysIso(day, 1)) filled.push({ day, count: counts.get(day) ?? 0 });
  return filled;
}

/** The day with the highest count (the first of equals), or null when every day is 0. */
export function busiestDay(days: readonly DayCount[]): DayCount | null {
  let best: DayCount | null = null;
  for (const d of days) if (d.count > 0 && (!best || d.count > best.count)) best = d;
  return best;
}

interface Rated {
  yes: number;
  no: number;
  rate?: number | null;
}

/**
 * The least helpful first: the lowest rate, then the most 'No' answers among equals; articles
 * without an answer last.
 */
export function worstFirst<T extends Rated>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    if (a.rate == null || b.rate == null) return (a.rate == null ? 1 : 0) - (b.rate == null ? 1 : 0);
    return a.rate - b.rate || b.no - a.no;
  });
}
