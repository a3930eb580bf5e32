import {
  availabilitySettingsSchema,
  type AvailabilitySettings,
  type OpenHouse,
} from '@rentals/domain/viewings/availability';
import type { BookedViewing } from '@rentals/domain/viewings/slots';
import { HOLDING_VIEWING_STATUSES } from '@rentals/domain/viewings/statuses';
import { utcToLocal } from '@rentals/domain/viewings/time-zones';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  openHouses,
  viewingAvailability,
  viewings,
  type OpenHouseRow,
  type ViewingAvailabilityRow,
} from '../../db/schema/viewings';

/*
 * What the domain's slot rules (freeSlots, checkBookable) need of a listing, read from the tables:
 * its settings, its open houses as local days and times of its zone, and the viewings holding places.
 */

/** A listing without settings yet: the defaults, with no weekly window (open houses only). */
const NO_WINDOWS = availabilitySettingsSchema.parse({ windows: [] });

export function settingsOf(row: ViewingAvailabilityRow | undefined): AvailabilitySettings {
  if (!row) return NO_WINDOWS;
  return {
    windows: row.windows,
    slotMinutes: row.slotMinutes,
    bufferMinutes: row.bufferMinutes,
    horizonDays: row.horizonDays,
    minNoticeHours: row.minNoticeHours,
    mode: row.mode,
    showingType: row.showingType,
    meetingLink: row.meetingLink,
    capacityPerSlot: row.capacityPerSlot,
  };
}

/** A stored open house as the domain reads it: a local day and times of the listing's zone. */
export function openHouseOf(row: OpenHouseRow, zone: string): OpenHouse {
  const start = utcToLocal(row.startsAt, zone);
  return {
    id: row.id,
    date: start.date,
    start: start.time,
    end: utcToLocal(row.endsAt, zone).time,
    capacity: row.capacity,
  };
}

export interface SlotData {
  /** The listing has settings or an open house: renters may book. */
  offered: boolean;
  settings: AvailabilitySettings;
  openHouses: OpenHouse[];
  bookings: BookedViewing[];
}

/** The listing's slot data as of `now` (open houses and viewings not over yet). */
export async function slotData(db: Db, listingId: string, zone: string, now: Date): Promise<SlotData> {
  // One after another: inside a transaction the queries share one connection.
  const [settingsRow] = await db
    .select()
    .from(viewingAvailability)
    .where(eq(viewingAvailability.listingId, listingId));
  const houses = await db
    .select()
    .from(openHouses)
    .where(and(eq(openHouses.listingId, listingId), gt(openHouses.endsAt, now)));
  const held = await db
    .select()
    .from(viewings)
    .where(
      and(
        eq(viewings.listingId, listingId),
        inArray(viewings.status, [...HOLDING_VIEWING_STATUSES]),
        or(gt(viewings.endsAt, now), gt(viewings.proposedEndsAt, now)),
      ),
    );
  return {
    offered: !!settingsRow || houses.length > 0,
    settings: settingsOf(settingsRow),
    openHouses: houses.map((h) => openHouseOf(h, zone)),
    bookings: held.map((v) => ({
      id: v.id,
      renterId: v.renterId ?? undefined,
      kind: v.kind,
      status: v.status,
      startsAt: v.startsAt,
      endsAt: v.endsAt,
      proposedStartsAt: v.proposedStartsAt,
      proposedEndsAt: v.proposedEndsAt,
    })),
  };
}
