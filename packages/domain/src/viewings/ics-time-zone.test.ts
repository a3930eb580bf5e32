import { describe, expect, it } from 'vitest';
import { buildViewingInvite } from './ics';
import { icsLocalDateTime, vtimezoneLines } from './ics-time-zone';

const property = (lines: string[], name: string) => lines.filter((l) => l.startsWith(`${name}:`));

describe('the time zone of an invitation', () => {
  it("describes a zone with daylight time by the North American rule and the zone's offsets", () => {
    const lines = vtimezoneLines('America/St_Johns', 2026)!;
    expect(property(lines, 'TZOFFSETTO')).toEqual(['TZOFFSETTO:-0230', 'TZOFFSETTO:-0330']);
    expect(property(lines, 'RRULE')).toEqual([
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    ]);
  });

  it('gives a zone without daylight time one standard offset', () => {
    const lines = vtimezoneLines('America/Regina', 2026)!;
    expect(lines).not.toContain('BEGIN:DAYLIGHT');
    expect(property(lines, 'TZOFFSETFROM')).toEqual(['TZOFFSETFROM:-0600']);
    expect(property(lines, 'TZOFFSETTO')).toEqual(['TZOFFSETTO:-0600']);
  });

  it('gives none for a zone the rule does not describe, whose invitation stays in UTC', () => {
    // Europe changes on the last Sundays of March and October.
    expect(vtimezoneLines('Europe/Paris', 2026)).toBeNull();
    const ics = buildViewingInvite(
      {
        viewingId: 'v',
        sequence: 0,
        startsAt: new Date('2026-06-01T08:00:00Z'),
        endsAt: new Date('2026-06-01T08:30:00Z'),
        timeZone: 'Europe/Paris',
        summary: 'Viewing',
      },
      'REQUEST',
      { domain: 'rentals.example.ca', now: new Date('2026-05-01T00:00:00Z') },
    );
    expect(ics).toContain('DTSTART:20260601T080000Z');
    expect(ics).not.toContain('VTIMEZONE');
  });

  it('writes a time of the autumn overlap, which the wall clock shows twice, in UTC', () => {
    // 01:30 EST on November 1, 2026, the second 01:30 of the night in Toronto.
    const ics = buildViewingInvite(
      {
        viewingId: 'v',
        sequence: 0,
        startsAt: new Date('2026-11-01T06:30:00Z'),
        endsAt: new Date('2026-11-01T07:00:00Z'),
        timeZone: 'America/Toronto',
        summary: 'Viewing',
      },
      'REQUEST',
      { domain: 'rentals.example.ca', now: new Date('2026-10-01T00:00:00Z') },
    );
    expect(ics).toContain('DTSTART:20261101T063000Z');
  });

  it("writes a wall-clock time of the zone in iCalendar's basic format", () => {
    expect(icsLocalDateTime(new Date('2026-12-01T15:00:00Z'), 'America/Toronto')).toBe('20261201T100000');
  });
});
