import { HELP_ANALYTICS_RANGE_MAX_DAYS, HELP_TIME_ZONE } from '@rentals/domain/help-center/rules';
import { addDaysIso, utcToLocal } from '@rentals/domain/viewings/time-zones';
import { oneOf } from '../../../lib/paging/param-choice';

/*
 * The analytics page's date range, kept in the URL so a reload or a shared link shows the same
 * figures: `?days=7|30|90` (the last n Toronto days, today included) or `?from=&to=` (a custom
 * range, both days included). Anything else reads as the default, the last 30 days: links can
 * hold anything, and the API would refuse a bad range with HELP_ANALYTICS_RANGE_INVALID.
 */

export const RANGE_PRESETS = ['7', '30', '90'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = '30';

export interface AnalyticsRange {
  preset: RangePreset | 'custom';
  /** YYYY-MM-DD, Toronto days, both included. */
  from: string;
  to: string;
}

/** Why a custom range is refused (a key of the namespace's range.errors). */
export type RangeProblem = 'missing' | 'order' | 'tooLong';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (!value || !CALENDAR_DAY.test(value)) return false;
  return addDaysIso(value, 0) === value;
}

/** Today in Toronto: the days the figures are counted in (HELP_TIME_ZONE). */
export const torontoToday = (now: Date = new Date()) => utcToLocal(now, HELP_TIME_ZONE).date;

/** The number of days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The last `days` days ending today, today included. */
export function presetRange(preset: RangePreset, today: string): AnalyticsRange {
  return { preset, from: addDaysIso(today, 1 - Number(preset)), to: today };
}

/** What is wrong with a custom range, or null when the API will take it. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 'missing';
  if (from > to) return 'order';
  if (daysInRange(from, to) > HELP_ANALYTICS_RANGE_MAX_DAYS) return 'tooLong';
  return null;
}

export function readAnalyticsRange(query: URLSearchParams, today: string): AnalyticsRange {
  const from = query.get('from');
  const to = query.get('to');
  if (from && to && !rangeProblem(from, to)) return { preset: 'custom', from, to };
  return presetRange(oneOf(RANGE_PRESETS, query.get('days')) || DEFAULT_PRESET, today);
}

/** The query with `range` in it; the default preset leaves the URL bare. Other parameters stay. */
export function writeAnalyticsRange(
  query: URLSearchParams,
  range: { preset: RangePreset } | { from: string; to: string },
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of ['days', 'from', 'to']) next.delete(key);
  if ('preset' in range) {
    if (range.preset !== DEFAULT_PRESET) next.set('days', range.preset);
  } else {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}
