import { describe, expect, it } from 'vitest';
import {
  buildCalendarFeed,
  buildViewingInvite,
  escapeText,
  foldLine,
  type ViewingCalendarEvent,
} from './ics';

const options = { domain: 'rentals.example.ca', now: new Date('2026-03-01T12:00:00Z') };
const event: ViewingCalendarEvent = {
  viewingId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  sequence: 0,
  startsAt: new Date('2026-03-10T14:00:00Z'),
  endsAt: new Date('2026-03-10T14:30:00Z'),
  timeZone: 'America/Toronto',
  summary: 'Viewing: 2 bedrooms, Queen St W',
  description: 'Ring the bell; unit 4.\nAsk for Sam.',
  location: '123 Queen St W, Toronto, ON M5H 2M9',
  organizer: { email: 'viewings@rentals.example.ca', name: 'Rentals' },
  attendees: [{ email: 'renter@example.ca', name: 'Doe, Jane' }],
};

/** Unfolds and splits a calendar text into its content lines, as a reader does. */
const contentLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

describe('viewing invitations', () => {
  it('write the whole calendar text', () => {
    expect(buildViewingInvite(event, 'REQUEST', options)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Rentals//Viewings//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:REQUEST',
        'X-WR-TIMEZONE:America/Toronto',
        'BEGIN:VTIMEZONE',
        'TZID:America/Toronto',
        'BEGIN:DAYLIGHT',
        'DTSTART:19700308T020000',
        'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0400',
        'TZNAME:EDT',
        'END:DAYLIGHT',
        'BEGIN:STANDARD',
        'DTSTART:19701101T020000',
        'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
        'TZOFFSETFROM:-0400',
        'TZOFFSETTO:-0500',
        'TZNAME:EST',
        'END:STANDARD',
        'END:VTIMEZONE',
        'BEGIN:VEVENT',
        'UID:viewing-7c9e6679-7425-40de-944b-e07fc1f90ae7@rentals.example.ca',
        'SEQUENCE:0',
        'DTSTAMP:20260301T120000Z',
        // 14:00 UTC on March 10 is 10:00 in Toronto, on daylight time since March 8.
        'DTSTART;TZID=America/Toronto:20260310T100000',
        'DTEND;TZID=America/Toronto:20260310T103000',
        'SUMMARY:Viewing: 2 bedrooms\\, Queen St W',
        'DESCRIPTION:Ring the bell\\; unit 4.\\nAsk for Sam.',
        'LOCATION:123 Queen St W\\, Toronto\\, ON M5H 2M9',
        'STATUS:CONFIRMED',
        'TRANSP:OPAQUE',
        'ORGANIZER;CN=Rentals:mailto:viewings@rentals.example.ca',
        // Folded at 75 octets, the rest on a line starting with a space.
        'ATTENDEE;CN="Doe, Jane";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:renter@examp',
        ' le.ca',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('cancel the same event with a higher sequence', () => {
    const lines = contentLines(buildViewingInvite({ ...event, sequence: 2 }, 'CANCEL', options));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('UID:viewing-7c9e6679-7425-40de-944b-e07fc1f90ae7@rentals.example.ca');
  });

  it('give a virtual viewing its link as the place and the URL', () => {
    const link = 'https://meet.example.ca/j/123?pwd=a,b';
    const lines = contentLines(
      buildViewingInvite(
        { ...event, location: null, meetingLink: link, url: 'https://x.ca/v/1' },
        'REQUEST',
        options,
      ),
    );
    expect(lines).toContain('LOCATION:https://meet.example.ca/j/123?pwd=a\\,b');
    expect(lines).toContain(`URL:${link}`);
  });

  it('keep a typed new line from starting a property of its own', () => {
    const sneaky = { ...event, attendees: [{ email: 'a@example.ca\r\nMETHOD:PUBLISH', name: 'A"B\nC' }] };
    const lines = contentLines(buildViewingInvite(sneaky, 'REQUEST', options));
    expect(lines.filter((l) => l.startsWith('METHOD:'))).toEqual(['METHOD:REQUEST']);
    expect(lines).toContain(
      'ATTENDEE;CN=ABC;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:a@example.caMETHOD:PUBLISH',
    );
  });
});

describe('escaping and folding', () => {
  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const ascii = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(ascii);
    expect(folded.map((l) => new TextEncoder().encode(l).length)).toEqual([75, 75, 64]);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.join('').replace(/ /g, '')).toBe(ascii);

    const french = `SUMMARY:${'Visite à l’appartement é '.repeat(8)}`;
    const lines = foldLine(french);
    for (const l of lines) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(french);
    expect(lines.join('')).not.toContain('\uFFFD');
  });

  it('folds every long line of a calendar, which unfolds back to its content', () => {
    const long = { ...event, description: 'Déjà vu, '.repeat(40) };
    const ics = buildViewingInvite(long, 'REQUEST', options);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(contentLines(ics)).toContain(`DESCRIPTION:${escapeText(long.description)}`);
  });
});

describe('calendar feeds', () => {
  it('publish many viewings under one named calendar', () => {
    const second = { ...event, viewingId: 'b2', status: 'TENTATIVE' as const, sequence: 1 };
    const lines = contentLines(
      buildCalendarFeed([event, second], {
        ...options,
        name: 'My viewings, Rentals',
        timeZone: 'America/St_Johns',
      }),
    );
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Rentals//Viewings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:My viewings\\, Rentals',
      'X-WR-TIMEZONE:America/St_Johns',
    ]);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('STATUS:'))).toEqual(['STATUS:CONFIRMED', 'STATUS:TENTATIVE']);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('is an empty calendar when nothing is upcoming', () => {
    const lines = contentLines(
      buildCalendarFeed([], { ...options, name: 'Viewings', timeZone: 'America/Toronto' }),
    );
    expect(lines.includes('BEGIN:VEVENT')).toBe(false);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });
});
