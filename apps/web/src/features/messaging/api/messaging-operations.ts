import { graphql } from '../../../gql';

/** A message as the conversation shows it: text or attachment, sender, read state, warnings. */
export const MessageFieldsFragment = graphql(`
  fragment MessageFields on Message {
    id
    room
    type
    text
    createdAt
    isRead
    clientId
    asTeam
    safetyFlags
    sender {
      id
      firstName
      lastName
      avatarUrl
    }
    file {
      id
      url
      filename
      mimeType
      size
    }
  }
`);

/** A conversation of the viewer's list: the listing, the other party, the last message, unread. */
export const RoomFieldsFragment = graphql(`
  fragment RoomFields on Room {
    id
    booking
    flagged
    blocked
    blockedByViewer
    lastMessageTime
    unreadCount
    listing {
      id
      title
      coverUrl
    }
    otherParty {
      id
      firstName
      lastName
      avatarUrl
    }
    lastMessage {
      ...MessageFields
    }
  }
`);

/** The viewer's conversations, newest message first, a page at a time, with their count. */
export const RoomsPerUserDocument = graphql(`
  query RoomsPerUser($first: Int, $skip: Int, $where: RoomFilter) {
    roomsPerUser(first: $first, skip: $skip, where: $where) {
      count
      items {
        ...RoomFields
      }
    }
  }
`);

/** One page of a room's messages, newest first; `before` is the previous page's nextCursor. */
export const MessagesInRoomDocument = graphql(`
  query MessagesInRoom($roomId: ID!, $before: String, $first: Int) {
    messagesInRoom(roomId: $roomId, before: $before, first: $first) {
      nextCursor
      items {
        ...MessageFields
      }
    }
  }
`);

/** The viewer's bookings as a renter: the conversations where safety warnings are theirs to read. */
export const RenterBookingsDocument = graphql(`
  query RenterBookings($userId: ID!) {
    bookingsForUser(userId: $userId) {
      id
      room
    }
  }
`);

export const CreateMessageDocument = graphql(`
  mutation CreateMessage($room: ID!, $text: String, $type: MessageType, $url: ID, $clientId: ID) {
    createMessage(room: $room, text: $text, type: $type, url: $url, clientId: $clientId) {
      ...MessageFields
    }
  }
`);

export const MarkRoomReadDocument = graphql(`
  mutation MarkRoomRead($roomId: ID!) {
    markRoomRead(roomId: $roomId)
  }
`);

/** New messages of the open room. */
export const RoomMessagesDocument = graphql(`
  subscription RoomMessages($roomId: ID!) {
    roomMessages(roomId: $roomId) {
      ...MessageFields
    }
  }
`);

/** The viewer's conversations as they change: new ones, last messages, read state, unread counts. */
export const UserRoomsDocument = graphql(`
  subscription UserRooms {
    userRooms {
      ...RoomFields
    }
  }
`);

/** The header and side navigation badge. */
export const UnreadMessagesDocument = graphql(`
  query UnreadMessages {
    unreadMessages
  }
`);

export const UnsubscribeMessageEmailsDocument = graphql(`
  mutation UnsubscribeMessageEmails($token: String!) {
    unsubscribeMessageEmails(token: $token)
  }
`);
