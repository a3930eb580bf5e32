import { utcToLocal, zoneAbbreviation, zoneOffsetMillis } from './time-zones';

/*
 * The VTIMEZONE block (RFC 5545 §3.6.5) an invitation carries so that its times are written in the
 * listing's zone (DTSTART;TZID=America/Toronto:…), which Outlook and Gmail show and keep across
 * DST changes. Canada's zones that observe daylight time all change by the North American rule
 * (second Sunday of March, first Sunday of November, 02:00 local, since 2007); the others keep one
 * offset. The rule is checked against the zone database for the year at hand: a zone it does not
 * describe gets no block, and the invitation falls back to UTC times.
 */

const MINUTE_MS = 60_000;

/** '-0500', '-0330', '+0100'. */
function offsetText(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / MINUTE_MS);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
  return `${ms < 0 ? '-' : '+'}${hhmm}`;
}

/** The day of the month of the `nth` Sunday of a month (month 0-11). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
}

/** Whether the zone's offset is `before` just before `instant` and `after` just after. */
function changesAt(zone: string, instant: number, before: number, after: number): boolean {
  return (
    zoneOffsetMillis(instant - MINUTE_MS, zone) === before &&
    zoneOffsetMillis(instant + MINUTE_MS, zone) === after
  );
}

/** A short name such as EST, when the zone has one in English. */
function tzName(instant: number, zone: string): string[] {
  const name = zoneAbbreviation(new Date(instant), zone, 'en');
  return /^[A-Z]{2,5}$/.test(name) ? [`TZNAME:${name}`] : [];
}

/** The zone's VTIMEZONE lines as of `year`, or null when the North American rule does not describe it. */
export function vtimezoneLines(zone: string, year: number): string[] | null {
  const winter = Date.UTC(year, 0, 15);
  const summer = Date.UTC(year, 6, 15);
  const standard = zoneOffsetMillis(winter, zone);
  const daylight = zoneOffsetMillis(summer, zone);
  if (standard === daylight) {
    // One offset all year, if it truly did not change during the year.
    if (zoneOffsetMillis(Date.UTC(year, 11, 31), zone) !== standard) return null;
    return [
      'BEGIN:VTIMEZONE',
      `TZID:${zone}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offsetText(standard)}`,
      `TZOFFSETTO:${offsetText(standard)}`,
      ...tzName(winter, zone),
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
  }
  const spring = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - standard;
  const autumn = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - daylight;
  if (!changesAt(zone, spring, standard, daylight) || !changesAt(zone, autumn, daylight, standard))
    return null;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:DAYLIGHT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    `TZOFFSETFROM:${offsetText(standard)}`,
    `TZOFFSETTO:${offsetText(daylight)}`,
    ...tzName(summer, zone),
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    `TZOFFSETFROM:${offsetText(daylight)}`,
    `TZOFFSETTO:${offsetText(standard)}`,
    ...tzName(winter, zone),
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** A wall-clock date-time of the zone in iCalendar's basic format, for a TZID property: 20260310T100000. */
export function icsLocalDateTime(instant: Date, zone: string): string {
  const { date, time } = utcToLocal(instant, zone);
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}
