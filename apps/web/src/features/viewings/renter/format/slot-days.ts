import { utcToLocal } from '@rentals/domain/viewings/time-zones';
import type { SlotKind } from '@rentals/domain/viewings/enums';
import { VIEWING_RANGE_DAYS_MAX } from '@rentals/domain/viewings/limits';

/*
 * Free viewing times as the renter picks them: by day, each day and time read in the listing's
 * zone (a renter in Vancouver looking at a Halifax listing sees Halifax times, the zone named), so
 * a slot at 23:30 UTC sits on the listing's day, not the browser's.
 */

/** A free time as the API sends it (viewingSlots). */
export interface FreeSlot {
  kind: SlotKind;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  capacity: number;
  remaining: number;
  openHouseId?: string | null;
}

export interface SlotDay<S extends FreeSlot = FreeSlot> {
  /** The listing's local day, 'YYYY-MM-DD'. */
  date: string;
  slots: S[];
}

/** The slots by the listing's local day, days and times in start order. */
export function slotsByDay<S extends FreeSlot>(slots: readonly S[], zone: string): SlotDay<S>[] {
  const days = new Map<string, S[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const slot of sorted) {
    const date = utcToLocal(new Date(slot.startsAt), zone).date;
    const day = days.get(date);
    if (day) day.push(slot);
    else days.set(date, [slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/**
 * The first days with free times, each with at most `perDay` of them: the listing page's box
 * shows a glance of the next days, the booking form shows them all.
 */
export function nextSlotDays<S extends FreeSlot>(
  slots: readonly S[],
  zone: string,
  { days, perDay }: { days: number; perDay: number },
): SlotDay<S>[] {
  return slotsByDay(slots, zone)
    .slice(0, days)
    .map((day) => ({ ...day, slots: day.slots.slice(0, perDay) }));
}

/** Two slots are the same time when their kind and start are (an open house and a slot never overlap). */
export const slotKey = (slot: { kind: SlotKind; startsAt: string }): string =>
  `${slot.kind}:${new Date(slot.startsAt).toISOString()}`;

const DAY_MS = 86_400_000;

/**
 * The span of free times a page asks for: from now, as far as the API allows in one list (the
 * longest booking horizon and the open houses set beyond it fit in it).
 */
export function slotRange(now: Date): { from: string; to: string } {
  return {
    from: now.toISOString(),
    to: new Date(now.getTime() + VIEWING_RANGE_DAYS_MAX * DAY_MS).toISOString(),
  };
}
