import { describe, expect, it } from 'vitest';
import { canAddToCalendar, viewingCalendarFile, type CalendarViewing } from './viewing-calendar';

const viewing: CalendarViewing = {
  id: 'v1',
  status: 'REQUESTED',
  startsAt: '2026-03-13T02:00:00.000Z',
  endsAt: '2026-03-13T02:30:00.000Z',
  zone: 'America/Vancouver',
  listingId: 'L1',
  listingTitle: 'Loft',
};
const now = new Date('2026-03-01T00:00:00Z');

describe('the viewing calendar file', () => {
  it('is a tentative event while requested, at the listing’s local time, with the listing page and the zone', () => {
    const { text, filename } = viewingCalendarFile(viewing, {
      summary: 'Viewing: Loft, Main St.',
      location: '1 Main St, Vancouver',
      origin: 'https://rentals.example.ca',
      now,
    });
    expect(text).toContain('UID:viewing-v1@rentals.example.ca');
    // 02:00 UTC on the 13th is 19:00 Pacific daylight time on the 12th.
    expect(text).toContain('DTSTART;TZID=America/Vancouver:20260312T190000');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('STATUS:TENTATIVE');
    expect(text).toContain('SUMMARY:Viewing: Loft\\, Main St.');
    expect(text).toContain('LOCATION:1 Main St\\, Vancouver');
    expect(text).toContain('URL:https://rentals.example.ca/listing/L1');
    expect(text).toContain('X-WR-TIMEZONE:America/Vancouver');
    // Named by the listing's day: 02:00 UTC on the 13th is the evening of the 12th in Vancouver.
    expect(filename).toBe('viewing-2026-03-12.ics');
  });

  it('is confirmed once the landlord confirmed it', () => {
    const { text } = viewingCalendarFile(
      { ...viewing, status: 'CONFIRMED' },
      { summary: 'Viewing', origin: 'http://localhost:3000', now },
    );
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('UID:viewing-v1@localhost');
  });

  it('is offered for a viewing that holds its time and is not over', () => {
    expect(canAddToCalendar(viewing, now)).toBe(true);
    expect(canAddToCalendar({ ...viewing, status: 'CANCELLED' }, now)).toBe(false);
    expect(canAddToCalendar(viewing, new Date('2026-03-14T00:00:00Z'))).toBe(false);
  });
});
