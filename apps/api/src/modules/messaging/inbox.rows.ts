import { LOGGED_IN, ROLES } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';
import { openRoom } from './test-rooms';

/** Staff with inbox view and edit (the demo sub-admin has neither), and admins alone. */
const INBOX_STAFF = ['ADMIN'] as const;

/** A call on a conversation: the caller's own (as the renter; a visitor's goes to another user), or others'. */
const inRoom = (query: string, whose: 'own' | 'other') => async (api: TestApi, actors: Actors) => {
  const { roomId } = await openRoom(api, whose === 'own' && actors.self ? actors.self : actors.other);
  return api.execute(query, { roomId }, { token: actors.self?.token });
};

/** A call made once the caller owns a listing (a visitor's goes without). */
const asListingOwner = (query: string) => async (api: TestApi, actors: Actors) => {
  if (actors.self) await approvedListingOf(api, actors.self);
  return api.execute(query, {}, { token: actors.self?.token });
};

const SAVED_REPLIES = '{ savedReplies { id } }';
const CREATE_REPLY =
  'mutation { createSavedReply(data: { title: "Viewing", text: "Saturday at 10?" }) { id } }';

/** The staff inbox and the trust features of conversations (modules/messaging, issue 16). */
export const INBOX_ROWS: Row[] = [
  {
    operation: 'adminInboxRooms',
    allowed: [...INBOX_STAFF],
    run: q('{ adminInboxRooms(where: { unreadOnly: true, search: "50%" }) { count items { id } } }'),
  },
  {
    operation: 'markRoomHandled',
    allowed: [...INBOX_STAFF],
    run: inRoom('mutation($roomId: ID!) { markRoomHandled(roomId: $roomId, handled: true) { id } }', 'other'),
  },
  {
    operation: 'conversationReports',
    allowed: [...INBOX_STAFF],
    run: inRoom('query($roomId: ID!) { conversationReports(roomId: $roomId) { id } }', 'other'),
  },
  {
    operation: 'roomStaffViews',
    allowed: ['ADMIN'],
    run: inRoom('query($roomId: ID!) { roomStaffViews(roomId: $roomId) { id } }', 'other'),
  },
  {
    operation: 'auditTrail',
    case: 'of a conversation',
    allowed: ['ADMIN'],
    run: inRoom('query($roomId: ID!) { auditTrail(entityType: ROOM, entityId: $roomId) { id } }', 'other'),
  },
  ...(['reportConversation', 'blockConversation', 'unblockConversation'] as const).flatMap((operation) => {
    const query =
      operation === 'reportConversation'
        ? 'mutation($roomId: ID!) { reportConversation(data: { room: $roomId, reason: SCAM }) { id } }'
        : `mutation($roomId: ID!) { ${operation}(roomId: $roomId) { id } }`;
    return [
      { operation, case: 'own conversation', allowed: LOGGED_IN, run: inRoom(query, 'own') },
      // Participants only: staff reading from the inbox neither report nor block.
      { operation, case: "others' conversation", allowed: [], run: inRoom(query, 'other') },
    ];
  }),
  { operation: 'savedReplies', case: 'without a listing', allowed: ['LANDLORD'], run: q(SAVED_REPLIES) },
  {
    operation: 'savedReplies',
    case: 'owning a listing',
    allowed: LOGGED_IN,
    run: asListingOwner(SAVED_REPLIES),
  },
  { operation: 'createSavedReply', case: 'without a listing', allowed: ['LANDLORD'], run: q(CREATE_REPLY) },
  {
    operation: 'createSavedReply',
    case: 'owning a listing',
    allowed: LOGGED_IN,
    run: asListingOwner(CREATE_REPLY),
  },
  {
    operation: 'deleteSavedReply',
    case: 'own reply',
    allowed: ['LANDLORD'],
    run: async (api, actors) => {
      const created = await api.execute<{ createSavedReply: { id: string } }>(
        CREATE_REPLY,
        {},
        {
          token: actors.self?.token,
        },
      );
      // Callers who may not keep replies have none: they try an id of their own making.
      const id = created.data?.createSavedReply.id ?? crypto.randomUUID();
      return api.execute(
        'mutation($id: ID!) { deleteSavedReply(id: $id) }',
        { id },
        { token: actors.self?.token },
      );
    },
  },
  {
    operation: 'updateSavedReply',
    case: 'own reply',
    allowed: ['LANDLORD'],
    run: async (api, actors) => {
      const created = await api.execute<{ createSavedReply: { id: string } }>(
        CREATE_REPLY,
        {},
        { token: actors.self?.token },
      );
      // Callers who may not keep replies have none: they try an id of their own making.
      const id = created.data?.createSavedReply.id ?? crypto.randomUUID();
      return api.execute(
        'mutation($id: ID!) { updateSavedReply(id: $id, data: { title: "Viewing", text: "Sunday?" }) { id } }',
        { id },
        { token: actors.self?.token },
      );
    },
  },
  {
    operation: 'landlordResponseTime',
    allowed: ROLES,
    run: q('query($id: ID!) { landlordResponseTime(userId: $id) { bucket } }', (a) => ({
      id: a.other.user.id,
    })),
  },
];
