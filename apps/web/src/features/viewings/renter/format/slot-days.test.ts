import { describe, expect, it } from 'vitest';
import { nextSlotDays, slotKey, slotsByDay, type FreeSlot } from './slot-days';

const slot = (startsAt: string, kind: FreeSlot['kind'] = 'SLOT'): FreeSlot => ({
  kind,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  capacity: 1,
  remaining: 1,
});

describe('slotsByDay', () => {
  it("puts a time on the listing's local day, not the UTC one", () => {
    // 23:30 UTC on March 12 is 19:30 in Toronto (March 12) but 08:30 in Tokyo on March 13.
    const late = slot('2026-03-12T23:30:00Z');
    expect(slotsByDay([late], 'America/Toronto').map((d) => d.date)).toEqual(['2026-03-12']);
    expect(slotsByDay([late], 'Asia/Tokyo').map((d) => d.date)).toEqual(['2026-03-13']);
  });

  it('orders days and their times by start, whatever order they came in', () => {
    const days = slotsByDay(
      [slot('2026-03-13T15:00:00Z'), slot('2026-03-12T16:00:00Z'), slot('2026-03-12T14:00:00Z')],
      'America/Halifax',
    );
    expect(days.map((d) => [d.date, d.slots.map((s) => s.startsAt)])).toEqual([
      ['2026-03-12', ['2026-03-12T14:00:00Z', '2026-03-12T16:00:00Z']],
      ['2026-03-13', ['2026-03-13T15:00:00Z']],
    ]);
  });

  it('keeps a day whole across the spring-forward change (local midnight moves in UTC)', () => {
    // Toronto springs forward on 2026-03-08: 04:59 UTC is still March 7 there (23:59 EST).
    const days = slotsByDay([slot('2026-03-08T04:59:00Z'), slot('2026-03-08T05:00:00Z')], 'America/Toronto');
    expect(days.map((d) => d.date)).toEqual(['2026-03-07', '2026-03-08']);
  });
});

describe('nextSlotDays', () => {
  it('shows the first days with at most so many times each', () => {
    const slots = ['12', '13', '14'].flatMap((d) =>
      ['14', '15', '16'].map((h) => slot(`2026-03-${d}T${h}:00:00Z`)),
    );
    const days = nextSlotDays(slots, 'America/Toronto', { days: 2, perDay: 2 });
    expect(days.map((d) => [d.date, d.slots.length])).toEqual([
      ['2026-03-12', 2],
      ['2026-03-13', 2],
    ]);
  });
});

it('tells a slot and an open house at one start apart, and reads one start written two ways as one', () => {
  expect(slotKey(slot('2026-03-12T14:00:00Z'))).not.toBe(slotKey(slot('2026-03-12T14:00:00Z', 'OPEN_HOUSE')));
  expect(slotKey({ kind: 'SLOT', startsAt: '2026-03-12T10:00:00-04:00' })).toBe(
    slotKey({ kind: 'SLOT', startsAt: '2026-03-12T14:00:00.000Z' }),
  );
});
