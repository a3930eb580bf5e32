import { icsLocalDateTime, vtimezoneLines } from './ics-time-zone';
import { localToUtc, utcToLocal } from './time-zones';

/*
 * iCalendar (RFC 5545) text for viewings: the invitation or cancellation a confirmation e-mail
 * carries (iTIP, RFC 5546), 'Add to calendar' downloads, and a user's private feed. An invitation
 * writes its times in the listing's zone (TZID, with its VTIMEZONE block); the feed, whose
 * viewings may be in several zones, writes them in UTC ('Z'), which every calendar reads. Both name
 * the listing's zone in X-WR-TIMEZONE for calendars that honour it.
 */

/** The product identifier every calendar file carries (RFC 5545 §3.7.3). */
export const ICS_PRODUCT_ID = '-//Rentals//Viewings//EN';

export interface CalendarPerson {
  email: string;
  name?: string | null;
}

export interface ViewingCalendarEvent {
  viewingId: string;
  /** Raised each time the time changes or the viewing is cancelled (transition's bumpsSequence). */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** The listing's IANA zone. */
  timeZone: string;
  summary: string;
  description?: string | null;
  /** The address of an in-person viewing. */
  location?: string | null;
  /** The meeting link of a virtual viewing. */
  meetingLink?: string | null;
  /** A page of the viewing on the product. */
  url?: string | null;
  /** TENTATIVE while only requested; CONFIRMED by default. An invitation's CANCEL sets CANCELLED. */
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** The sender of the invitation (iTIP wants one for METHOD:REQUEST): the product's relay address. */
  organizer?: CalendarPerson | null;
  attendees?: readonly CalendarPerson[];
}

export interface CalendarOptions {
  /** The product's host name, which makes the UIDs globally unique ('rentals.example.ca'). */
  domain: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** The event's UID: the same for every file about one viewing, so updates replace it in place. */
export function viewingUid(viewingId: string, domain: string): string {
  return `viewing-${viewingId}@${domain}`;
}

/** A UTC date-time in iCalendar's basic format: 20260310T140000Z. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and new lines. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (a CN): no double quotes or controls are allowed, and it is quoted when needed. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '').trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** A URI or address on one line: new lines would start a new property. */
// eslint-disable-next-line no-control-regex
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, '');

const encoder = new TextEncoder();

/**
 * Splits a content line into lines of at most 75 octets (RFC 5545 §3.1), each continuation
 * starting with a space, never inside a UTF-8 character.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation's leading space takes one of its 75.
    const room = lines.length === 0 ? 75 : 74;
    if (octets + size > room) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.map((l, i) => (i === 0 ? l : ` ${l}`));
}

function person(property: 'ORGANIZER' | 'ATTENDEE', p: CalendarPerson, extra: string[] = []): string {
  const params = [...(p.name ? [`CN=${paramValue(p.name)}`] : []), ...extra];
  return `${property}${params.map((x) => `;${x}`).join('')}:mailto:${oneLine(p.email)}`;
}

/** DTSTART or DTEND: in `zone` (TZID) when given, else in UTC. */
function dateTime(property: 'DTSTART' | 'DTEND', instant: Date, zone: string | null): string {
  return zone
    ? `${property};TZID=${zone}:${icsLocalDateTime(instant, zone)}`
    : `${property}:${icsDateTime(instant)}`;
}

function eventLines(
  event: ViewingCalendarEvent,
  options: CalendarOptions,
  status: string,
  zone: string | null = null,
): string[] {
  const link = event.meetingLink ? oneLine(event.meetingLink) : null;
  const where = event.location ?? link;
  return [
    'BEGIN:VEVENT',
    `UID:${viewingUid(event.viewingId, options.domain)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(options.now)}`,
    dateTime('DTSTART', event.startsAt, zone),
    dateTime('DTEND', event.endsAt, zone),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(where ? [`LOCATION:${escapeText(where)}`] : []),
    // URL holds one URI: the meeting link when there is one, else the viewing's page.
    ...(link || event.url ? [`URL:${link ?? oneLine(event.url!)}`] : []),
    `STATUS:${status}`,
    'TRANSP:OPAQUE',
    ...(event.organizer ? [person('ORGANIZER', event.organizer)] : []),
    ...(event.attendees ?? []).map((a) => person('ATTENDEE', a, ['ROLE=REQ-PARTICIPANT', 'RSVP=FALSE'])),
    'END:VEVENT',
  ];
}

function calendar(method: string, headers: string[], events: string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...headers,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.flatMap(foldLine).join('\r\n')}\r\n`;
}

/**
 * The .ics of one viewing for its e-mails and 'Add to calendar': METHOD:REQUEST invites (or
 * updates, with a higher SEQUENCE), METHOD:CANCEL withdraws it from the calendars that hold it.
 */
export function buildViewingInvite(
  event: ViewingCalendarEvent,
  method: 'REQUEST' | 'CANCEL',
  options: CalendarOptions,
): string {
  const status = method === 'CANCEL' ? 'CANCELLED' : (event.status ?? 'CONFIRMED');
  const zone = event.timeZone;
  const vtimezone = vtimezoneLines(zone, Number(utcToLocal(event.startsAt, zone).date.slice(0, 4)));
  // A wall-clock time names one instant except in the autumn overlap (read as its first
  // occurrence); a time there, or a zone without a block, is written in UTC instead.
  const named = (instant: Date) => {
    const local = utcToLocal(instant, zone);
    return localToUtc(local.date, local.time, zone).getTime() === instant.getTime();
  };
  const zoned = vtimezone !== null && named(event.startsAt) && named(event.endsAt);
  return calendar(
    method,
    [`X-WR-TIMEZONE:${zone}`, ...(zoned ? vtimezone : [])],
    [eventLines(event, options, status, zoned ? zone : null)],
  );
}

/**
 * A user's private calendar feed of upcoming viewings (METHOD:PUBLISH), which calendar apps
 * subscribe to by URL. `timeZone` is the zone the feed is shown in, usually the user's listings'.
 */
export function buildCalendarFeed(
  events: readonly ViewingCalendarEvent[],
  feed: CalendarOptions & { name: string; timeZone: string },
): string {
  return calendar(
    'PUBLISH',
    [`X-WR-CALNAME:${escapeText(feed.name)}`, `X-WR-TIMEZONE:${feed.timeZone}`],
    events.map((e) => eventLines(e, feed, e.status ?? 'CONFIRMED')),
  );
}
