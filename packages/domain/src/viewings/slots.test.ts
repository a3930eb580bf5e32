import { describe, expect, it } from 'vitest';
import type { OpenHouse } from './availability';
import { checkBookable, freeSlots, type BookedViewing, type SlotSettings } from './slots';

const TORONTO = 'America/Toronto';
const ST_JOHNS = 'America/St_Johns';
const d = (s: string) => new Date(s);

const settings = (over: Partial<SlotSettings> = {}): SlotSettings => ({
  windows: [{ weekday: 'MON', start: '10:00', end: '12:00' }],
  slotMinutes: 30,
  bufferMinutes: 15,
  horizonDays: 14,
  minNoticeHours: 0,
  capacityPerSlot: 1,
  ...over,
});

/** The slots' starts and ends as ISO text, for compact expectations. */
const spans = (slots: { startsAt: Date; endsAt: Date }[]) =>
  slots.map((s) => `${s.startsAt.toISOString().slice(0, 16)}/${s.endsAt.toISOString().slice(11, 16)}`);

const booking = (startsAt: string, endsAt: string, over: Partial<BookedViewing> = {}): BookedViewing => ({
  id: 'b1',
  renterId: 'someone',
  kind: 'SLOT',
  status: 'CONFIRMED',
  startsAt: d(startsAt),
  endsAt: d(endsAt),
  ...over,
});

// Monday 2026-06-01 at 08:00 EDT.
const now = d('2026-06-01T12:00:00Z');
const firstMonday = { from: now, to: d('2026-06-02T00:00:00Z') };

describe('free slots', () => {
  it('lays slots out in the windows, a buffer apart, none running past the window', () => {
    const slots = freeSlots(settings(), [], TORONTO, [], now, firstMonday);
    expect(spans(slots)).toEqual([
      '2026-06-01T14:00/14:30',
      '2026-06-01T14:45/15:15',
      '2026-06-01T15:30/16:00',
    ]);
    expect(slots[0]).toMatchObject({ kind: 'SLOT', capacity: 1, remaining: 1, openHouseId: null });
  });

  it('skips past slots and those inside the minimum notice', () => {
    const at1030 = d('2026-06-01T14:30:00Z');
    expect(spans(freeSlots(settings(), [], TORONTO, [], at1030, firstMonday))).toEqual([
      '2026-06-01T14:45/15:15',
      '2026-06-01T15:30/16:00',
    ]);
    const twoHours = settings({ minNoticeHours: 3 });
    expect(spans(freeSlots(twoHours, [], TORONTO, [], now, firstMonday))).toEqual(['2026-06-01T15:30/16:00']);
  });

  it('stops at the booking horizon', () => {
    const slots = freeSlots(settings({ horizonDays: 8 }), [], TORONTO, [], now, {
      from: now,
      to: d('2026-07-01T00:00:00Z'),
    });
    expect(new Set(slots.map((s) => s.startsAt.toISOString().slice(0, 10)))).toEqual(
      new Set(['2026-06-01', '2026-06-08']),
    );
    expect(spans(slots).at(-1)).toBe('2026-06-08T15:30/16:00');
  });

  it('counts bookings holding a place against the capacity, and leaves full slots out', () => {
    const two = settings({ capacityPerSlot: 2 });
    const one = [booking('2026-06-01T14:00:00Z', '2026-06-01T14:30:00Z')];
    expect(freeSlots(two, [], TORONTO, one, now, firstMonday)[0]).toMatchObject({
      capacity: 2,
      remaining: 1,
    });
    const full = [...one, booking('2026-06-01T14:00:00Z', '2026-06-01T14:30:00Z', { id: 'b2' })];
    expect(spans(freeSlots(two, [], TORONTO, full, now, firstMonday))).toHaveLength(2);
    const cancelled = full.map((b) => ({ ...b, status: 'CANCELLED' as const }));
    expect(spans(freeSlots(two, [], TORONTO, cancelled, now, firstMonday))).toHaveLength(3);
  });

  it('keeps a booking made under an older slot length blocking the slots it covers', () => {
    const hour = [booking('2026-06-01T14:15:00Z', '2026-06-01T15:15:00Z')];
    expect(spans(freeSlots(settings(), [], TORONTO, hour, now, firstMonday))).toEqual([
      '2026-06-01T15:30/16:00',
    ]);
  });

  it('holds both times of a viewing while another time is proposed', () => {
    const moving = [
      booking('2026-06-01T14:00:00Z', '2026-06-01T14:30:00Z', {
        status: 'RESCHEDULE_PROPOSED',
        proposedStartsAt: d('2026-06-01T15:30:00Z'),
        proposedEndsAt: d('2026-06-01T16:00:00Z'),
      }),
    ];
    expect(spans(freeSlots(settings(), [], TORONTO, moving, now, firstMonday))).toEqual([
      '2026-06-01T14:45/15:15',
    ]);
  });

  it('offers open houses with their capacity, in place of the slots they cover', () => {
    const house: OpenHouse = { id: 'oh1', date: '2026-06-01', start: '11:00', end: '13:00', capacity: 30 };
    const booked = [booking('2026-06-01T15:00:00Z', '2026-06-01T17:00:00Z', { kind: 'OPEN_HOUSE' })];
    const slots = freeSlots(settings({ minNoticeHours: 48 }), [house], TORONTO, booked, now, firstMonday);
    // The notice does not apply to an open house the landlord scheduled; the window slots it does.
    expect(slots).toEqual([
      {
        kind: 'OPEN_HOUSE',
        startsAt: d('2026-06-01T15:00:00Z'),
        endsAt: d('2026-06-01T17:00:00Z'),
        capacity: 30,
        remaining: 29,
        openHouseId: 'oh1',
      },
    ]);
    expect(spans(freeSlots(settings(), [house], TORONTO, [], now, firstMonday))).toEqual([
      '2026-06-01T14:00/14:30',
      '2026-06-01T15:00/17:00',
    ]);
    expect(freeSlots(settings(), [house], TORONTO, [], d('2026-06-01T15:05:00Z'), firstMonday)).toEqual([]);
  });
});

describe('free slots across daylight-saving changes', () => {
  const sundays = settings({ windows: [{ weekday: 'SUN', start: '10:00', end: '10:30' }], horizonDays: 30 });
  const around = (from: string, to: string) => ({ from: d(from), to: d(to) });

  it('keeps a 10:00 window at 10:00 local time across the March change', () => {
    const feb = d('2026-02-26T12:00:00Z');
    const range = around('2026-02-26T00:00:00Z', '2026-03-16T00:00:00Z');
    expect(spans(freeSlots(sundays, [], TORONTO, [], feb, range))).toEqual([
      '2026-03-01T15:00/15:30',
      '2026-03-08T14:00/14:30',
      '2026-03-15T14:00/14:30',
    ]);
    expect(spans(freeSlots(sundays, [], ST_JOHNS, [], feb, range))).toEqual([
      '2026-03-01T13:30/14:00',
      '2026-03-08T12:30/13:00',
      '2026-03-15T12:30/13:00',
    ]);
  });

  it('keeps a 10:00 window at 10:00 local time across the November change', () => {
    const oct = d('2026-10-20T12:00:00Z');
    const range = around('2026-10-20T00:00:00Z', '2026-11-09T00:00:00Z');
    expect(spans(freeSlots(sundays, [], TORONTO, [], oct, range))).toEqual([
      '2026-10-25T14:00/14:30',
      '2026-11-01T15:00/15:30',
      '2026-11-08T15:00/15:30',
    ]);
    expect(spans(freeSlots(sundays, [], ST_JOHNS, [], oct, range))).toEqual([
      '2026-10-25T12:30/13:00',
      '2026-11-01T13:30/14:00',
      '2026-11-08T13:30/14:00',
    ]);
  });

  const night = (start: string, end: string, slotMinutes: number) =>
    settings({ windows: [{ weekday: 'SUN', start, end }], slotMinutes, bufferMinutes: 0, horizonDays: 30 });

  it('leaves out the slots the March gap removes, and ends the one before it at the gap', () => {
    const before = d('2026-03-01T12:00:00Z');
    const range = around('2026-03-08T00:00:00Z', '2026-03-09T00:00:00Z');
    // 01:00, 01:30 standard time; 02:00 and 02:30 do not exist; 03:00, 03:30 daylight time.
    expect(spans(freeSlots(night('01:00', '04:00', 30), [], TORONTO, [], before, range))).toEqual([
      '2026-03-08T06:00/06:30',
      '2026-03-08T06:30/07:00',
      '2026-03-08T07:00/07:30',
      '2026-03-08T07:30/08:00',
    ]);
    expect(spans(freeSlots(night('01:00', '04:00', 30), [], ST_JOHNS, [], before, range))).toEqual([
      '2026-03-08T04:30/05:00',
      '2026-03-08T05:00/05:30',
      '2026-03-08T05:30/06:00',
      '2026-03-08T06:00/06:30',
    ]);
  });

  it('lays the November night out on the wall clock, repeated hour counted once', () => {
    const before = d('2026-10-25T12:00:00Z');
    const range = around('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z');
    expect(spans(freeSlots(night('00:00', '03:00', 60), [], TORONTO, [], before, range))).toEqual([
      '2026-11-01T04:00/05:00',
      '2026-11-01T05:00/07:00',
      '2026-11-01T07:00/08:00',
    ]);
  });

  it('does not move a viewing booked before the change', () => {
    const mondays = settings({
      windows: [{ weekday: 'MON', start: '10:00', end: '10:30' }],
      horizonDays: 30,
    });
    const beforeChange = d('2026-03-02T12:00:00Z');
    const [slot] = freeSlots(
      mondays,
      [],
      TORONTO,
      [],
      beforeChange,
      around('2026-03-09T00:00:00Z', '2026-03-10T00:00:00Z'),
    );
    expect(slot!.startsAt.toISOString()).toBe('2026-03-09T14:00:00.000Z');
    const booked = [booking(slot!.startsAt.toISOString(), slot!.endsAt.toISOString())];
    const afterChange = d('2026-03-08T12:00:00Z');
    const range = around('2026-03-09T00:00:00Z', '2026-03-10T00:00:00Z');
    expect(freeSlots(mondays, [], TORONTO, booked, afterChange, range)).toEqual([]);
    expect(
      checkBookable(mondays, [], TORONTO, booked, afterChange, { startsAt: slot!.startsAt, renterId: 'r' }),
    ).toEqual({ ok: false, code: 'VIEWING_FULL' });
  });
});

describe('checking a booking', () => {
  const check = (
    startsAt: string,
    over: Partial<SlotSettings> = {},
    bookings: BookedViewing[] = [],
    renterId = 'r',
  ) => checkBookable(settings(over), [], TORONTO, bookings, now, { startsAt: d(startsAt), renterId });

  it('accepts a free slot and answers it', () => {
    expect(check('2026-06-01T14:45:00Z')).toMatchObject({ ok: true, slot: { remaining: 1, kind: 'SLOT' } });
  });

  it('refuses each bad time with its code, the most useful first', () => {
    expect(check('2026-06-01T11:00:00Z')).toEqual({ ok: false, code: 'VIEWING_IN_PAST' });
    expect(check('2026-06-01T14:15:00Z')).toEqual({ ok: false, code: 'VIEWING_OUTSIDE_WINDOWS' });
    expect(check('2026-06-02T14:00:00Z')).toEqual({ ok: false, code: 'VIEWING_OUTSIDE_WINDOWS' });
    expect(check('2026-06-01T14:00:00Z', { minNoticeHours: 24 })).toEqual({
      ok: false,
      code: 'VIEWING_TOO_SOON',
      params: { hours: 24 },
    });
    expect(check('2026-06-22T14:00:00Z', { horizonDays: 14 })).toEqual({
      ok: false,
      code: 'VIEWING_TOO_FAR',
      params: { days: 14 },
    });
    expect(
      check('2026-06-01T14:00:00Z', {}, [booking('2026-06-01T14:00:00Z', '2026-06-01T14:30:00Z')]),
    ).toEqual({
      ok: false,
      code: 'VIEWING_FULL',
    });
  });

  it("limits a renter's upcoming viewings of one listing", () => {
    const mine = [
      booking('2026-06-08T14:00:00Z', '2026-06-08T14:30:00Z', { id: 'm1', renterId: 'r' }),
      booking('2026-06-08T14:45:00Z', '2026-06-08T15:15:00Z', {
        id: 'm2',
        renterId: 'r',
        status: 'REQUESTED',
      }),
    ];
    expect(check('2026-06-01T14:00:00Z', {}, mine)).toEqual({
      ok: false,
      code: 'VIEWING_LIMIT_REACHED',
      params: { max: 2 },
    });
    expect(check('2026-06-01T14:00:00Z', {}, mine, 'another renter').ok).toBe(true);
    const oneDone = [{ ...mine[0]!, status: 'COMPLETED' as const }, mine[1]!];
    expect(check('2026-06-01T14:00:00Z', {}, oneDone).ok).toBe(true);
    // Moving one of them: it neither fills its own slot nor counts toward the limit.
    const moving = checkBookable(settings(), [], TORONTO, mine, now, {
      startsAt: d('2026-06-08T14:00:00Z'),
      renterId: 'r',
      viewingId: 'm1',
    });
    expect(moving.ok).toBe(true);
  });

  it('books an open house by its start, even inside the notice', () => {
    const house: OpenHouse = { id: 'oh1', date: '2026-06-01', start: '13:00', end: '15:00', capacity: 1 };
    const ask = { startsAt: d('2026-06-01T17:00:00Z'), renterId: 'r', kind: 'OPEN_HOUSE' as const };
    expect(checkBookable(settings({ minNoticeHours: 24 }), [house], TORONTO, [], now, ask)).toMatchObject({
      ok: true,
      slot: { openHouseId: 'oh1' },
    });
    const taken = [booking('2026-06-01T17:00:00Z', '2026-06-01T19:00:00Z', { kind: 'OPEN_HOUSE' })];
    expect(checkBookable(settings(), [house], TORONTO, taken, now, ask)).toEqual({
      ok: false,
      code: 'VIEWING_FULL',
    });
    expect(checkBookable(settings(), [house], TORONTO, [], now, { ...ask, kind: 'SLOT' })).toEqual({
      ok: false,
      code: 'VIEWING_OUTSIDE_WINDOWS',
    });
  });
});
