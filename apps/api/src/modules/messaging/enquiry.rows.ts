import { LOGGED_IN, ROLES } from '../../test/authorization/roles';
import { onListing, q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { openRoom } from './test-rooms';

/** Staff who read any conversation: inbox view (the demo sub-admin has none). */
const INBOX_STAFF = ['ADMIN'] as const;

const ENQUIRIES_OF_LISTING = 'query($id: ID!) { getListingEnquiry(where: { listingId: $id }) { id } }';
const ENQUIRIES_OF_BOOKING = 'query($id: ID!) { getListingEnquiry(where: { bookingId: $id }) { id } }';

/** The enquiries of a booking: the caller's own as its renter ('own'; a visitor's goes to another user), or another's. */
const ofBooking = (whose: 'own' | 'other') => async (api: TestApi, actors: Actors) => {
  const { bookingId } = await openRoom(api, whose === 'own' && actors.self ? actors.self : actors.other);
  return api.execute(ENQUIRIES_OF_BOOKING, { id: bookingId }, { token: actors.self?.token });
};

/** Enquiries relayed by e-mail, and the unsubscribe link of new-message e-mails (modules/messaging). */
export const ENQUIRY_ROWS: Row[] = [
  {
    operation: 'listingEnquiry',
    case: "another owner's listing",
    allowed: LOGGED_IN,
    run: onListing('mutation($id: ID!) { listingEnquiry(where: { listing: $id, text: "Hello" }) }', (l) => ({
      id: l.id,
    })),
  },
  {
    operation: 'inquiryToLandlord',
    case: "another owner's listing",
    allowed: LOGGED_IN,
    run: onListing(
      'mutation($id: ID!) { inquiryToLandlord(data: { id: $id, value: "Hello" }) { statusCode } }',
      (l) => ({ id: l.id }),
    ),
  },
  {
    operation: 'getListingEnquiry',
    case: 'own listing',
    allowed: LOGGED_IN,
    run: onListing(ENQUIRIES_OF_LISTING, (l) => ({ id: l.id }), 'own'),
  },
  {
    operation: 'getListingEnquiry',
    case: "another owner's listing",
    allowed: [...INBOX_STAFF],
    run: onListing(ENQUIRIES_OF_LISTING, (l) => ({ id: l.id })),
  },
  { operation: 'getListingEnquiry', case: 'own booking', allowed: LOGGED_IN, run: ofBooking('own') },
  {
    operation: 'getListingEnquiry',
    case: "another renter's booking",
    allowed: [...INBOX_STAFF],
    run: ofBooking('other'),
  },
  {
    operation: 'unsubscribeMessageEmails',
    allowed: ROLES,
    run: q('mutation { unsubscribeMessageEmails(token: "unknown-token") }'),
  },
];
