import { WEEKDAYS } from '@rentals/domain/viewings/enums';
import { addDaysIso, utcToLocal, weekdayOfIsoDate } from '@rentals/domain/viewings/time-zones';

/*
 * The landlord's agenda is a span of local days. A viewing belongs to the day it starts on in its
 * listing's own zone (a 23:30 viewing in Halifax is on that day, whatever the reader's clock says),
 * so a landlord with listings in several provinces reads each day as each tenant lives it.
 */

/** Days the agenda shows at once: four weeks, well under the API's 93-day span. */
export const AGENDA_DAYS = 28;

export interface DayGroup<V> {
  /** The local day, 'YYYY-MM-DD'. */
  date: string;
  viewings: V[];
}

/** The local day a viewing starts on, in its listing's zone. */
export const viewingDay = (viewing: { startsAt: string; zone: string }): string =>
  utcToLocal(new Date(viewing.startsAt), viewing.zone).date;

/**
 * The viewings by local day, days in order and each day's viewings by start; only the days from
 * `start` for `days` days are kept (the API's span is wider so that no zone's edge is missed).
 */
export function groupByDay<V extends { startsAt: string; zone: string }>(
  viewings: readonly V[],
  start: string,
  days = AGENDA_DAYS,
): DayGroup<V>[] {
  const end = addDaysIso(start, days);
  const byDay = new Map<string, V[]>();
  const sorted = [...viewings].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const viewing of sorted) {
    const date = viewingDay(viewing);
    if (date < start || date >= end) continue;
    byDay.set(date, [...(byDay.get(date) ?? []), viewing]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, viewings: list }));
}

/**
 * The instants to ask the API for, around the local days from `start`: Canadian clocks run from
 * 3½ to 8 hours behind UTC, so local midnight of a day always falls between its 00:00 and 12:00 UTC.
 */
export function agendaRange(start: string, days = AGENDA_DAYS): { from: string; to: string } {
  return { from: `${start}T00:00:00.000Z`, to: `${addDaysIso(start, days)}T12:00:00.000Z` };
}

/** The Monday of the week of a day: the agenda starts its weeks there, as Canadian calendars do. */
export const weekStart = (date: string): string =>
  addDaysIso(date, -WEEKDAYS.indexOf(weekdayOfIsoDate(date)));

/** Today in the reader's own zone, the day the agenda opens on. */
export const localToday = (now = new Date()): string =>
  utcToLocal(now, Intl.DateTimeFormat().resolvedOptions().timeZone).date;
