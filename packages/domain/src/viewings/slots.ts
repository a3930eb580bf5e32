import type { AvailabilitySettings, OpenHouse } from './availability';
import type { SlotKind } from './enums';
import type { ViewingErrorCode } from './errors';
import { UPCOMING_VIEWINGS_PER_LISTING_MAX } from './limits';
import { holdsPlace, type ViewingStatus } from './statuses';
import {
  addDaysIso,
  localToUtc,
  minutesOfTime,
  timeOfMinutes,
  utcToLocal,
  wallClockExists,
  weekdayOfIsoDate,
} from './time-zones';

/*
 * Bookable times of a listing. Slots are laid out on the wall-clock days of the listing's zone, so
 * a 10:00 window opens at 10:00 local time before and after a daylight-saving change. On the
 * change days themselves:
 * - a slot whose start does not exist (02:00 and 02:30 on the second Sunday of March) is left out,
 *   and one ending inside the gap ends when the gap ends (localToUtc moves such times forward);
 * - in the November overlap a repeated time is its first occurrence, so a 01:00-02:00 slot that
 *   night lasts two real hours and the next slot still starts at 02:00.
 * Either way slots of one window never overlap and never leave it.
 */

export type SlotSettings = Pick<
  AvailabilitySettings,
  'windows' | 'slotMinutes' | 'bufferMinutes' | 'horizonDays' | 'minNoticeHours' | 'capacityPerSlot'
>;

/** A viewing already booked on the listing, as far as slots are concerned. */
export interface BookedViewing {
  id?: string;
  renterId?: string;
  kind: SlotKind;
  status: ViewingStatus;
  startsAt: Date;
  endsAt: Date;
  /** The other time under discussion while RESCHEDULE_PROPOSED: both are held until one is chosen. */
  proposedStartsAt?: Date | null;
  proposedEndsAt?: Date | null;
}

export interface Slot {
  kind: SlotKind;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  /** Places left; freeSlots returns only slots with at least one. */
  remaining: number;
  /** The open house an OPEN_HOUSE slot is, else null. */
  openHouseId: string | null;
}

/** UTC instants; a slot is in the range when it starts at or after `from` and before `to`. */
export interface SlotRange {
  from: Date;
  to: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function openHouseSlot(o: OpenHouse, zone: string): Omit<Slot, 'remaining'> {
  return {
    kind: 'OPEN_HOUSE',
    startsAt: localToUtc(o.date, o.start, zone),
    endsAt: localToUtc(o.date, o.end, zone),
    capacity: o.capacity,
    openHouseId: o.id,
  };
}

/** The weekly windows' slots of one local day. */
function windowSlotsOfDay(settings: SlotSettings, date: string, zone: string): Omit<Slot, 'remaining'>[] {
  const weekday = weekdayOfIsoDate(date);
  return settings.windows
    .filter((w) => w.weekday === weekday)
    .flatMap((w) => {
      const slots: Omit<Slot, 'remaining'>[] = [];
      const end = minutesOfTime(w.end);
      const step = settings.slotMinutes + settings.bufferMinutes;
      for (let m = minutesOfTime(w.start); m + settings.slotMinutes <= end; m += step) {
        if (!wallClockExists(date, timeOfMinutes(m), zone)) continue;
        const startsAt = localToUtc(date, timeOfMinutes(m), zone);
        const endsAt = localToUtc(date, timeOfMinutes(m + settings.slotMinutes), zone);
        if (endsAt > startsAt)
          slots.push({
            kind: 'SLOT',
            startsAt,
            endsAt,
            capacity: settings.capacityPerSlot,
            openHouseId: null,
          });
      }
      return slots;
    });
}

const overlaps = (a: { startsAt: Date; endsAt: Date }, start: Date, end: Date) =>
  a.startsAt < end && start < a.endsAt;

/** The times a booking holds: its own, and while RESCHEDULE_PROPOSED the proposed one too. */
function heldTimes(b: BookedViewing): { startsAt: Date; endsAt: Date }[] {
  if (!holdsPlace(b.status)) return [];
  const times = [{ startsAt: b.startsAt, endsAt: b.endsAt }];
  if (b.status === 'RESCHEDULE_PROPOSED' && b.proposedStartsAt && b.proposedEndsAt)
    times.push({ startsAt: b.proposedStartsAt, endsAt: b.proposedEndsAt });
  return times;
}

/**
 * Every slot starting in the range, before any check of time or capacity, in start order. A
 * booking takes a place in each slot of its kind it overlaps, so one made before the landlord
 * changed the slot length still blocks the new slots it covers. Window slots that overlap an open
 * house are left out: the landlord is at the open house then.
 */
function slotsInRange(
  settings: SlotSettings,
  openHouses: readonly OpenHouse[],
  zone: string,
  bookings: readonly BookedViewing[],
  range: SlotRange,
): Slot[] {
  const houses = openHouses.map((o) => openHouseSlot(o, zone));
  const windowSlots: Omit<Slot, 'remaining'>[] = [];
  // One local day either side: a zone's day starts up to a day before or after the UTC one.
  const last = addDaysIso(utcToLocal(range.to, zone).date, 1);
  for (let day = addDaysIso(utcToLocal(range.from, zone).date, -1); day <= last; day = addDaysIso(day, 1))
    windowSlots.push(...windowSlotsOfDay(settings, day, zone));
  const free = windowSlots.filter((s) => !houses.some((h) => overlaps(h, s.startsAt, s.endsAt)));
  return [...free, ...houses]
    .filter((s) => s.startsAt >= range.from && s.startsAt < range.to)
    .map((s) => {
      const taken = bookings
        .filter((b) => b.kind === s.kind)
        .filter((b) => heldTimes(b).some((t) => overlaps(t, s.startsAt, s.endsAt))).length;
      return { ...s, remaining: Math.max(0, s.capacity - taken) };
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The slots a renter may book now, in the range: window slots from the minimum notice to the
 * booking horizon (both counted from `now`), and open houses not yet started (the landlord set
 * those dates, so neither notice nor horizon applies), leaving out full ones.
 */
export function freeSlots(
  settings: SlotSettings,
  openHouses: readonly OpenHouse[],
  zone: string,
  existingBookings: readonly BookedViewing[],
  now: Date,
  range: SlotRange,
): Slot[] {
  const earliest = new Date(now.getTime() + settings.minNoticeHours * HOUR_MS);
  const latest = new Date(now.getTime() + settings.horizonDays * DAY_MS);
  // Never lay out more days than the horizon, whatever range is asked for.
  const from = new Date(Math.max(range.from.getTime(), now.getTime()));
  const lastHouse = Math.max(0, ...openHouses.map((o) => localToUtc(o.date, o.end, zone).getTime()));
  const to = new Date(Math.min(range.to.getTime(), Math.max(latest.getTime(), lastHouse) + 1));
  if (from >= to) return [];
  return slotsInRange(settings, openHouses, zone, existingBookings, { from, to }).filter(
    (s) =>
      s.remaining > 0 &&
      s.startsAt > now &&
      (s.kind === 'OPEN_HOUSE' || (s.startsAt >= earliest && s.startsAt <= latest)),
  );
}

export type BookableResult =
  { ok: true; slot: Slot } | { ok: false; code: ViewingErrorCode; params?: Record<string, number> };

export interface BookingRequest {
  startsAt: Date;
  /** Which kind of time the renter picked; either when absent. */
  kind?: SlotKind;
  renterId: string;
  /** When moving an existing viewing: it neither fills its own slot nor counts toward the limit. */
  viewingId?: string;
}

/**
 * Whether a renter may book (or propose, in request mode) the slot starting at `startsAt`.
 * Checked in this order, so the renter hears the most useful reason first: VIEWING_IN_PAST,
 * VIEWING_OUTSIDE_WINDOWS (no slot starts then), VIEWING_TOO_SOON, VIEWING_TOO_FAR, VIEWING_FULL,
 * then VIEWING_LIMIT_REACHED (the renter holds UPCOMING_VIEWINGS_PER_LISTING_MAX upcoming viewings
 * of this listing). `existingBookings` are the listing's.
 */
export function checkBookable(
  settings: SlotSettings,
  openHouses: readonly OpenHouse[],
  zone: string,
  existingBookings: readonly BookedViewing[],
  now: Date,
  request: BookingRequest,
): BookableResult {
  if (request.startsAt <= now) return { ok: false, code: 'VIEWING_IN_PAST' };
  const others = existingBookings.filter((b) => !request.viewingId || b.id !== request.viewingId);
  const at = { from: request.startsAt, to: new Date(request.startsAt.getTime() + 1) };
  const slot = slotsInRange(settings, openHouses, zone, others, at).find(
    (s) => s.startsAt.getTime() === request.startsAt.getTime() && (!request.kind || s.kind === request.kind),
  );
  if (!slot) return { ok: false, code: 'VIEWING_OUTSIDE_WINDOWS' };
  if (slot.kind === 'SLOT') {
    if (slot.startsAt.getTime() < now.getTime() + settings.minNoticeHours * HOUR_MS)
      return { ok: false, code: 'VIEWING_TOO_SOON', params: { hours: settings.minNoticeHours } };
    if (slot.startsAt.getTime() > now.getTime() + settings.horizonDays * DAY_MS)
      return { ok: false, code: 'VIEWING_TOO_FAR', params: { days: settings.horizonDays } };
  }
  if (slot.remaining <= 0) return { ok: false, code: 'VIEWING_FULL' };
  if (upcomingViewingsOf(request.renterId, others, now) >= UPCOMING_VIEWINGS_PER_LISTING_MAX)
    return { ok: false, code: 'VIEWING_LIMIT_REACHED', params: { max: UPCOMING_VIEWINGS_PER_LISTING_MAX } };
  return { ok: true, slot };
}

/** A renter's viewings of the listing that still hold a place and have not started. */
export function upcomingViewingsOf(renterId: string, bookings: readonly BookedViewing[], now: Date): number {
  return bookings.filter((b) => b.renterId === renterId && holdsPlace(b.status) && b.startsAt > now).length;
}
