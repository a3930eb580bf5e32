import {
  openHousesSchema,
  type AvailabilitySettings,
  type OpenHouseInput,
} from '@rentals/domain/viewings/availability';
import { HOLDING_VIEWING_STATUSES } from '@rentals/domain/viewings/statuses';
import { localToUtc } from '@rentals/domain/viewings/time-zones';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../db/sql-helpers';
import { openHouses, viewingAvailability, viewings } from '../../db/schema/viewings';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { openHouseOf, settingsOf } from './slot-data';
import { cancelOpenHouseViewings } from './viewing-cancellation';
import { managedListing } from './viewing-listing';
import { announceAll } from './viewing-messages';

/*
 * A listing's viewing availability as its owner (or staff with inbox) sets it: the weekly settings
 * and the open houses. Changing them leaves viewings already booked as they are.
 */

export interface OpenHouseView {
  id: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  /** Renters holding a place in it. */
  booked: number;
}

export interface AvailabilityView extends AvailabilitySettings {
  listingId: string;
  zone: string;
  /** Settings were saved; otherwise these are the defaults and only open houses can be booked. */
  configured: boolean;
  openHouses: OpenHouseView[];
}

/** Open houses not over yet, with their bookings, in time order. */
async function upcomingOpenHouses(db: Db, listingId: string, now: Date): Promise<OpenHouseView[]> {
  const rows = await db
    .select({ house: openHouses, booked: count(viewings.id) })
    .from(openHouses)
    .leftJoin(
      viewings,
      and(eq(viewings.openHouseId, openHouses.id), inArray(viewings.status, [...HOLDING_VIEWING_STATUSES])),
    )
    .where(and(eq(openHouses.listingId, listingId), gt(openHouses.endsAt, now)))
    .groupBy(openHouses.id)
    .orderBy(asc(openHouses.startsAt));
  return rows.map((r) => ({ ...r.house, booked: r.booked }));
}

async function availabilityView(db: Db, listingId: string, zone: string): Promise<AvailabilityView> {
  const [[row], houses] = await Promise.all([
    db.select().from(viewingAvailability).where(eq(viewingAvailability.listingId, listingId)),
    upcomingOpenHouses(db, listingId, new Date()),
  ]);
  return { ...settingsOf(row), listingId, zone, configured: !!row, openHouses: houses };
}

/** viewingAvailability(listingId): for the owner and staff with inbox view. */
export async function getViewingAvailability(db: Db, viewer: Viewer, listingId: string) {
  const listing = await managedListing(db, viewer, listingId, 'view');
  return availabilityView(db, listing.id, listing.zone);
}

/** setViewingAvailability: saves the settings (already parsed) of a listing; owner or inbox edit. */
export async function setViewingAvailability(
  deps: AppDeps,
  viewer: Viewer,
  listingId: string,
  settings: AvailabilitySettings,
): Promise<AvailabilityView> {
  const listing = await managedListing(deps.db, viewer, listingId, 'edit');
  const values = { ...settings, updatedById: viewer.id, updatedAt: new Date() };
  await deps.db
    .insert(viewingAvailability)
    .values({ listingId: listing.id, ...values })
    .onConflictDoUpdate({ target: viewingAvailability.listingId, set: values });
  return availabilityView(deps.db, listing.id, listing.zone);
}

/**
 * addOpenHouse: a new open house, in the future, fitting with the listing's others (at most
 * OPEN_HOUSES_MAX, none overlapping: checked by openHousesSchema under the listing's lock).
 */
export async function addOpenHouse(
  deps: AppDeps,
  viewer: Viewer,
  listingId: string,
  input: OpenHouseInput,
): Promise<AvailabilityView> {
  const listing = await deps.db.transaction(async (tx: Db) => {
    const listing = await managedListing(tx, viewer, listingId, 'edit', true);
    const startsAt = localToUtc(input.date, input.start, listing.zone);
    if (startsAt <= new Date()) throw new AppError('VIEWING_IN_PAST');
    const existing = await tx
      .select()
      .from(openHouses)
      .where(and(eq(openHouses.listingId, listing.id), gt(openHouses.endsAt, new Date())));
    const all = [...existing.map((h) => openHouseOf(h, listing.zone)), input];
    parseInput(openHousesSchema, {
      openHouses: all.map(({ date, start, end, capacity }) => ({ date, start, end, capacity })),
    });
    await tx.insert(openHouses).values({
      listingId: listing.id,
      startsAt,
      endsAt: localToUtc(input.date, input.end, listing.zone),
      capacity: input.capacity,
    });
    return listing;
  });
  return availabilityView(deps.db, listing.id, listing.zone);
}

/** removeOpenHouse: deletes it; the viewings booked into it are cancelled (SYSTEM) with a message. */
export async function removeOpenHouse(
  deps: AppDeps,
  viewer: Viewer,
  openHouseId: string,
): Promise<AvailabilityView> {
  if (!UUID.test(openHouseId)) throw new AppError('OPEN_HOUSE_NOT_FOUND');
  const [house] = await deps.db.select().from(openHouses).where(eq(openHouses.id, openHouseId));
  if (!house) throw new AppError('OPEN_HOUSE_NOT_FOUND');
  const { listing, messages } = await deps.db.transaction(async (tx: Db) => {
    const listing = await managedListing(tx, viewer, house.listingId, 'edit', true);
    const messages = await cancelOpenHouseViewings(tx, listing.id, house.id);
    await tx.delete(openHouses).where(eq(openHouses.id, house.id));
    return { listing, messages };
  });
  await announceAll(deps, messages);
  return availabilityView(deps.db, listing.id, listing.zone);
}
