import type { Locale, Province } from '../users/enums';
import { WEEKDAYS, type Weekday } from './enums';

/*
 * Viewing times are stored as UTC instants and shown in the listing's own zone, with the zone
 * named. Wall-clock arithmetic uses Intl (IANA zones ship with Node 20 and every browser), so no
 * time-zone library is needed and the rules follow the zone database the runtime carries.
 */

/** The zone of most of each province or territory (city exceptions below). */
export const PROVINCE_TIME_ZONES: Record<Province, string> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Halifax',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

/**
 * Places whose clocks differ from the rest of their province, keyed by province and the city name
 * folded by cityKey: western Labrador keeps Atlantic time, north-western Ontario Central time,
 * the Magdalen Islands Atlantic time, Lloydminster (on the Alberta border) Mountain time with
 * daylight saving, and north-eastern and Kootenay British Columbia Mountain time without it.
 */
const CITY_TIME_ZONES: Partial<Record<Province, Record<string, string>>> = {
  NL: {
    'happy valley-goose bay': 'America/Goose_Bay',
    'labrador city': 'America/Goose_Bay',
    wabush: 'America/Goose_Bay',
    'churchill falls': 'America/Goose_Bay',
  },
  ON: {
    kenora: 'America/Winnipeg',
    dryden: 'America/Winnipeg',
    'fort frances': 'America/Winnipeg',
    'sioux lookout': 'America/Winnipeg',
  },
  QC: { 'iles-de-la-madeleine': 'America/Halifax' },
  SK: { lloydminster: 'America/Edmonton' },
  BC: {
    'dawson creek': 'America/Dawson_Creek',
    'fort st. john': 'America/Dawson_Creek',
    'fort nelson': 'America/Fort_Nelson',
    creston: 'America/Creston',
    cranbrook: 'America/Edmonton',
    golden: 'America/Edmonton',
    invermere: 'America/Edmonton',
    fernie: 'America/Edmonton',
  },
};

/** A city name compared without case, accents or extra spaces ('Îles-de-la-Madeleine'). */
const cityKey = (city: string) =>
  city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** The IANA zone of a listing from its province and, for the few exceptions, its city. */
export function timeZoneOf(province: Province, city?: string | null): string {
  const exception = city ? CITY_TIME_ZONES[province]?.[cityKey(city)] : undefined;
  return exception ?? PROVINCE_TIME_ZONES[province];
}

/** A local calendar day 'YYYY-MM-DD' and wall-clock time 'HH:MM' in some zone. */
export interface WallClock {
  date: string;
  time: string;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(zone, f);
  }
  return f;
}

/** The zone's wall clock at an instant, as milliseconds of a UTC date with the same fields. */
function wallMillis(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  // Some engines write midnight as hour 24 even with h23; it is 0 of the same day.
  const hour = Number(parts.hour) % 24;
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    hour,
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The zone's offset from UTC at an instant, in milliseconds (-12 600 000 for NDT, UTC-3:30). */
export function zoneOffsetMillis(instant: Date | number, zone: string): number {
  const ms = Math.floor(Number(instant) / 1000) * 1000;
  return wallMillis(ms, zone) - ms;
}

const HOUR_MS = 3_600_000;

/**
 * The UTC instant of a wall-clock time in a zone. Around daylight-saving changes (the rule
 * Temporal calls 'compatible', and what calendar apps do):
 * - a time that does not exist (the spring gap, 02:30 on the second Sunday of March in Toronto)
 *   moves forward by the gap, to 03:30 daylight time;
 * - a time that happens twice (the autumn overlap, 01:30 on the first Sunday of November) is the
 *   first occurrence, still on daylight time.
 */
export function localToUtc(date: string, time: string, zone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Zone offsets change at most once in a day and a half around any instant of interest.
  const before = zoneOffsetMillis(wall - 36 * HOUR_MS, zone);
  const after = zoneOffsetMillis(wall + 36 * HOUR_MS, zone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wallMillis(instant, zone) === wall)
    .sort((a, b) => a - b);
  // No candidate: the time falls in a gap; with the offset in force before it, it lands past the gap.
  return new Date(candidates[0] ?? wall - before);
}

/** Whether a wall-clock time exists in the zone on that day (false inside a spring-forward gap). */
export function wallClockExists(date: string, time: string, zone: string): boolean {
  const back = utcToLocal(localToUtc(date, time, zone), zone);
  return back.date === date && back.time === time;
}

/** The zone's local day and time at an instant. */
export function utcToLocal(instant: Date, zone: string): WallClock {
  const iso = new Date(wallMillis(Number(instant), zone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The day after (or before, with a negative count) a 'YYYY-MM-DD' day, as a calendar does it. */
export function addDaysIso(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The weekday of a 'YYYY-MM-DD' day (the same in every zone: it is already a local day). */
export function weekdayOfIsoDate(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // getUTCDay counts from Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

/** Minutes since midnight of an 'HH:MM' time, and back. */
export const minutesOfTime = (time: string): number => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
export const timeOfMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const INTL_LOCALES: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

/** The zone's short name at an instant, as people read it: 'EST', 'NDT'; 'HNE', 'HAT' in French. */
export function zoneAbbreviation(instant: Date, zone: string, locale: Locale): string {
  const part = new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * A zone's long name as people read it where they type or pick a time ('Newfoundland Standard
 * Time', 'heure normale de Terre-Neuve'), at the instant it applies to: daylight time renames it.
 */
export function zoneLongName(zone: string, locale: Locale, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * A local day ('YYYY-MM-DD', already the listing's day) as a heading or a day button reads it:
 * 'Thursday, March 12, 2026', 'jeudi 12 mars'; written in UTC so the reader's zone cannot move it.
 */
export function formatLocalDay(
  date: string,
  locale: Locale,
  { short = false, withYear = false }: { short?: boolean; withYear?: boolean } = {},
): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: 'UTC',
    weekday: short ? 'short' : 'long',
    month: short ? 'short' : 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * A viewing's start with its day and the zone named, for pages, e-mails and system messages:
 * 'Thursday, March 12, 2026 at 10:00 a.m. EDT', 'jeudi 12 mars 2026 à 10 h 00 HAE'.
 */
export function formatViewingTime(instant: Date, zone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

/** A wall-clock time alone ('10:30 a.m.', '10 h 30'), for a day's list of slots. */
export function formatWallTime(instant: Date, zone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

/** A viewing's span with the zone named once: 'Thursday, March 12, 2026 at 10:00 a.m. – 10:30 a.m. EDT'. */
export function formatViewingRange(start: Date, end: Date, zone: string, locale: Locale): string {
  const day = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(start);
  const at = locale === 'fr' ? 'de' : 'from';
  const to = locale === 'fr' ? 'à' : 'to';
  return `${day}, ${at} ${formatWallTime(start, zone, locale)} ${to} ${formatWallTime(end, zone, locale)} ${zoneAbbreviation(end, zone, locale)}`;
}
