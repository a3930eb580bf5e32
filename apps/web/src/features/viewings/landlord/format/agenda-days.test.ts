import { describe, expect, it } from 'vitest';
import { agendaRange, groupByDay, weekStart } from './agenda-days';

const at = (id: string, startsAt: string, zone: string) => ({ id, startsAt, zone });

describe('the agenda days', () => {
  it("puts each viewing on the day it starts in its listing's zone, in time order", () => {
    const groups = groupByDay(
      [
        // 23:30 in Halifax on March 12 is already March 13 in UTC.
        at('halifax-late', '2026-03-13T02:30:00.000Z', 'America/Halifax'),
        at('vancouver-morning', '2026-03-12T17:00:00.000Z', 'America/Vancouver'),
        // 09:00 in St. John's (UTC-2:30 in daylight time) on March 13.
        at('st-johns', '2026-03-13T11:30:00.000Z', 'America/St_Johns'),
        at('toronto-early', '2026-03-12T13:00:00.000Z', 'America/Toronto'),
      ],
      '2026-03-09',
    );
    expect(groups.map((g) => [g.date, g.viewings.map((v) => v.id)])).toEqual([
      ['2026-03-12', ['toronto-early', 'vancouver-morning', 'halifax-late']],
      ['2026-03-13', ['st-johns']],
    ]);
  });

  it('keeps only the days shown, although the API answers a wider span', () => {
    const groups = groupByDay(
      [
        // 21:00 in Vancouver on March 8, the evening before the first day shown.
        at('before', '2026-03-09T05:00:00.000Z', 'America/Vancouver'),
        at('first', '2026-03-09T14:00:00.000Z', 'America/Toronto'),
        at('after', '2026-03-16T14:00:00.000Z', 'America/Toronto'),
      ],
      '2026-03-09',
      7,
    );
    expect(groups.map((g) => g.date)).toEqual(['2026-03-09']);
  });

  it('asks the API for a span covering every Canadian zone of those days', () => {
    expect(agendaRange('2026-03-09', 7)).toEqual({
      from: '2026-03-09T00:00:00.000Z',
      to: '2026-03-16T12:00:00.000Z',
    });
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-03-12')).toBe('2026-03-09');
    expect(weekStart('2026-03-15')).toBe('2026-03-09');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
  });
});
