import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';

export const CREATE_BOOKING = `mutation($data: CreateBookingInput!) { createBooking(data: $data) { id room listing seeker } }`;

export interface TestRoom {
  roomId: string;
  bookingId: string;
  listingId: string;
  landlord: CreatedUser;
  renter: CreatedUser;
}

/** A conversation opened through the API by `renter` (a new renter if not given) about a new landlord's listing. */
export async function openRoom(
  api: TestApi,
  renter?: CreatedUser,
  text = 'Hello! Is it still available?',
): Promise<TestRoom> {
  const landlord = await api.factories.user({ userType: 'LANDLORD' });
  const listing = await approvedListingOf(api, landlord);
  const seeker = renter ?? (await api.factories.user({ userType: 'RENTER' }));
  const response = await api.execute<{ createBooking: { id: string; room: string } }>(
    CREATE_BOOKING,
    { data: { listing: listing.id, text } },
    { token: seeker.token },
  );
  if (!response.data?.createBooking) throw new Error(JSON.stringify(response.errors));
  return {
    roomId: response.data.createBooking.room,
    bookingId: response.data.createBooking.id,
    listingId: listing.id,
    landlord,
    renter: seeker,
  };
}
