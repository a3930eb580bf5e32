import { graphql } from '../../../../gql';

/** A conversation as the staff inbox lists it: the listing, both parties, the last message, its state. */
export const AdminInboxRoomFieldsFragment = graphql(`
  fragment AdminInboxRoomFields on AdminInboxRoom {
    id
    listing {
      id
      title
    }
    renter {
      id
      firstName
      lastName
      email
    }
    owner {
      id
      firstName
      lastName
      email
    }
    lastMessage {
      id
      text
      asTeam
      file {
        id
        filename
      }
    }
    lastMessageTime
    flagged
    handledAt
    unreadCount
    openReportCount
    blocked
  }
`);

/** A page of /adminInbox (or one listing's, or one conversation by id), newest message first. */
export const AdminInboxRoomsDocument = graphql(`
  query AdminInboxRooms($where: AdminInboxFilter, $first: Int, $skip: Int) {
    adminInboxRooms(where: $where, first: $first, skip: $skip) {
      count
      items {
        ...AdminInboxRoomFields
      }
    }
  }
`);

/** The heading of /adminInbox/{id}/listing when the listing has no conversation to name it. */
export const InboxListingTitleDocument = graphql(`
  query InboxListingTitle($id: ID!) {
    listing(id: $id) {
      id
      title
    }
  }
`);

/** What the participants reported about a conversation, newest first. */
export const ConversationReportsDocument = graphql(`
  query ConversationReports($roomId: ID!) {
    conversationReports(roomId: $roomId) {
      id
      reason
      text
      createdAt
      resolvedAt
      reporter {
        id
        firstName
        lastName
        email
      }
    }
  }
`);

/** Who of the staff opened a conversation, and when (admins only). */
export const RoomStaffViewsDocument = graphql(`
  query RoomStaffViews($roomId: ID!) {
    roomStaffViews(roomId: $roomId) {
      id
      staffId
      email
      firstName
      lastName
      viewedAt
    }
  }
`);

/** 'Mark handled' and 'Mark not handled' (inbox edit); marking it handled resolves its reports. */
export const MarkRoomHandledDocument = graphql(`
  mutation MarkRoomHandled($roomId: ID!, $handled: Boolean!) {
    markRoomHandled(roomId: $roomId, handled: $handled) {
      ...AdminInboxRoomFields
    }
  }
`);
