import { WEEKDAYS } from '@rentals/domain/viewings/enums';
import { VIEWINGS_MANAGEMENT_PLAN_ID } from '@rentals/domain/viewings/staff-viewings';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import { addDaysIso, localToUtc, utcToLocal } from '@rentals/domain/viewings/time-zones';
import type { CreatedUser } from '../../test/factories';
import type { GraphQLResponse, TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';

/* Test helpers for viewings: a listing offering viewings, local times of its zone, booking. */

/** Test listings are in Ontario (seedCity). */
export const ZONE = 'America/Toronto';

export const VIEWING_FIELDS = `id listingId room status kind startsAt endsAt zone proposedTimes proposedStartsAt
  proposedBy cancelReason cancelledBy confirmedAt openHouseId actions renter { id }`;

export const SET_AVAILABILITY = `mutation($listingId: ID!, $data: ViewingAvailabilityInput!) {
  setViewingAvailability(listingId: $listingId, data: $data) { listingId zone configured mode slotMinutes windows { weekday start end } }
}`;
export const BOOK = `mutation($data: BookViewingInput!) { bookViewing(data: $data) { ${VIEWING_FIELDS} } }`;
export const ACT = `mutation($data: ViewingActionInput!) { viewingAction(data: $data) { ${VIEWING_FIELDS} } }`;
export const SLOTS = `query($listingId: ID!, $from: String!, $to: String!) {
  viewingSlots(listingId: $listingId, from: $from, to: $to) { zone offered mode slots { kind startsAt endsAt capacity remaining openHouseId } }
}`;

export interface Viewing {
  id: string;
  room: string;
  status: string;
  startsAt: string;
  endsAt: string;
  proposedTimes: string[];
  proposedStartsAt: string | null;
  proposedBy: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  actions: string[];
  openHouseId: string | null;
}

/** Every day 09:00-17:00: 30-minute slots by default. */
export const EVERY_DAY = WEEKDAYS.map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

/** A local date `days` after today's in the listing's zone. */
export const localDate = (days: number, now = new Date()) => addDaysIso(utcToLocal(now, ZONE).date, days);

/** The ISO instant of a local time `days` after today in the listing's zone. */
export const localTime = (days: number, time: string, now = new Date()) =>
  localToUtc(localDate(days, now), time, ZONE).toISOString();

export interface ViewingListing {
  landlord: CreatedUser;
  listingId: string;
}

/** A new landlord's approved listing with viewing settings (instant, every day, 24 h notice, 14 days ahead). */
export async function listingOfferingViewings(
  api: TestApi,
  settings: Record<string, unknown> = {},
  landlord?: CreatedUser,
): Promise<ViewingListing> {
  const owner = landlord ?? (await api.factories.user({ userType: 'LANDLORD' }));
  const listing = await approvedListingOf(api, owner);
  const response = await api.execute(
    SET_AVAILABILITY,
    { listingId: listing.id, data: { windows: EVERY_DAY, mode: 'INSTANT', ...settings } },
    { token: owner.token },
  );
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return { landlord: owner, listingId: listing.id };
}

/** Puts a listing on the Viewings Management plan, as billing will (no operation does it yet). */
export async function onViewingsManagement(api: TestApi, listingId: string): Promise<void> {
  await api.deps.db
    .update(listings)
    .set({ planId: VIEWINGS_MANAGEMENT_PLAN_ID })
    .where(eq(listings.id, listingId));
}

export function book(
  api: TestApi,
  renter: CreatedUser | null,
  listingId: string,
  proposedTimes: string[],
  extra: Record<string, unknown> = {},
): Promise<GraphQLResponse<{ bookViewing: Viewing }>> {
  return api.execute(
    BOOK,
    { data: { listing: listingId, proposedTimes, ...extra } },
    { token: renter?.token, headers: { 'x-locale': 'en' } },
  );
}

export function act(
  api: TestApi,
  user: CreatedUser,
  data: { viewing: string; action: string; reason?: string; startsAt?: string },
): Promise<GraphQLResponse<{ viewingAction: Viewing }>> {
  return api.execute(ACT, { data }, { token: user.token, headers: { 'x-locale': 'en' } });
}

/** A viewing booked by a new renter (or `renter`) two days ahead at `time`. */
export async function bookedViewing(
  api: TestApi,
  listing: ViewingListing,
  time = '10:00',
  renter?: CreatedUser,
) {
  const who = renter ?? (await api.factories.user({ userType: 'RENTER' }));
  const response = await book(api, who, listing.listingId, [localTime(2, time)]);
  if (!response.data?.bookViewing) throw new Error(JSON.stringify(response.errors));
  return { renter: who, viewing: response.data.bookViewing };
}

/** The texts of a room's messages, oldest first, as `reader` reads them. */
export async function roomTexts(api: TestApi, reader: CreatedUser, roomId: string, locale = 'en') {
  const response = await api.execute<{ messagesInRoom: { items: { type: string; text: string }[] } }>(
    'query($roomId: ID!) { messagesInRoom(roomId: $roomId) { items { type text } } }',
    { roomId },
    { token: reader.token, headers: { 'x-locale': locale } },
  );
  return (response.data?.messagesInRoom.items ?? []).reverse();
}
