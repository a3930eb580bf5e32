import { LOGGED_IN } from '../../test/authorization/roles';
import { onListing, q, sub, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { openRoom } from './test-rooms';

/** Staff who read and post in any conversation: inbox view and edit (the demo sub-admin has neither). */
const INBOX_STAFF = ['ADMIN'] as const;

/**
 * A call on a conversation: the caller's own ('own', the caller as the renter; a visitor's goes to
 * another user), or one between two other users.
 */
const inRoom =
  (query: (roomId: string) => string, whose: 'own' | 'other', variables = (roomId: string) => ({ roomId })) =>
  async (api: TestApi, actors: Actors) => {
    const { roomId } = await openRoom(api, whose === 'own' && actors.self ? actors.self : actors.other);
    return api.execute(query(roomId), variables(roomId), { token: actors.self?.token });
  };

const inRoomSub = (whose: 'own' | 'other') => async (api: TestApi, actors: Actors) => {
  const { roomId } = await openRoom(api, whose === 'own' && actors.self ? actors.self : actors.other);
  return sub(`subscription { roomMessages(roomId: "${roomId}") { id } }`)(api, actors);
};

const MESSAGES = () => 'query($roomId: ID!) { messagesInRoom(roomId: $roomId) { items { id } } }';
const POST = () => 'mutation($roomId: ID!) { createMessage(room: $roomId, text: "Hi") { id } }';
const READ = () => 'mutation($roomId: ID!) { markRoomRead(roomId: $roomId) }';

/** Conversations (modules/messaging): participants, and staff with inbox view or edit. */
export const MESSAGING_ROWS: Row[] = [
  {
    operation: 'createBooking',
    case: "another owner's listing",
    allowed: LOGGED_IN,
    run: onListing(
      'mutation($id: ID!) { createBooking(data: { listing: $id, text: "Hello" }) { id } }',
      (l) => ({
        id: l.id,
      }),
    ),
  },
  { operation: 'createMessage', case: 'own conversation', allowed: LOGGED_IN, run: inRoom(POST, 'own') },
  {
    operation: 'createMessage',
    case: "others' conversation",
    allowed: [...INBOX_STAFF],
    run: inRoom(POST, 'other'),
  },
  { operation: 'messagesInRoom', case: 'own conversation', allowed: LOGGED_IN, run: inRoom(MESSAGES, 'own') },
  {
    operation: 'messagesInRoom',
    case: "others' conversation",
    allowed: [...INBOX_STAFF],
    run: inRoom(MESSAGES, 'other'),
  },
  { operation: 'markRoomRead', case: 'own conversation', allowed: LOGGED_IN, run: inRoom(READ, 'own') },
  {
    operation: 'markRoomRead',
    case: "others' conversation",
    allowed: [...INBOX_STAFF],
    run: inRoom(READ, 'other'),
  },
  { operation: 'roomsPerUser', allowed: LOGGED_IN, run: q('{ roomsPerUser { count } }') },
  { operation: 'unreadMessages', allowed: LOGGED_IN, run: q('{ unreadMessages }') },
  {
    operation: 'bookingsForUser',
    case: 'own',
    allowed: LOGGED_IN,
    run: q('query($id: ID!) { bookingsForUser(userId: $id) { id } }', (a) => ({
      id: a.self?.user.id ?? a.other.user.id,
    })),
  },
  {
    operation: 'bookingsForUser',
    case: "another user's",
    allowed: [...INBOX_STAFF],
    run: q('query($id: ID!) { bookingsForUser(userId: $id) { id } }', (a) => ({ id: a.other.user.id })),
  },
  {
    operation: 'listingPerBookings',
    case: 'own listing',
    allowed: LOGGED_IN,
    run: onListing(
      'query($id: ID!) { listingPerBookings(listingId: $id) { id } }',
      (l) => ({ id: l.id }),
      'own',
    ),
  },
  {
    operation: 'listingPerBookings',
    case: "another owner's listing",
    allowed: [...INBOX_STAFF],
    refusal: (role) => (role === 'visitor' ? 'UNAUTHENTICATED' : 'NO_ACCESS'),
    run: onListing('query($id: ID!) { listingPerBookings(listingId: $id) { id } }', (l) => ({ id: l.id })),
  },
  { operation: 'roomMessages', case: 'own conversation', allowed: LOGGED_IN, run: inRoomSub('own') },
  {
    operation: 'roomMessages',
    case: "others' conversation",
    allowed: [...INBOX_STAFF],
    run: inRoomSub('other'),
  },
  { operation: 'userRooms', allowed: LOGGED_IN, run: sub('subscription { userRooms { id } }') },
];
