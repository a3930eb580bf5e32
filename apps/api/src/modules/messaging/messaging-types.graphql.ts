import { MESSAGE_TYPES, SAFETY_FLAGS } from '@rentals/domain/messaging/enums';
import { builder, type BuilderTypes } from '../../graphql/builder';
import type { BookingView } from './booking.service';
import type { MessageView } from './message-views';
import type { RoomView } from './room.service';
import { systemMessageText } from './system-message.service';

/* The GraphQL types of conversations (issue 16); the operations are in messaging.graphql.ts. */

export const MessageTypeEnum = builder.enumType('MessageType', {
  description:
    'TEXT, or FILE with an attachment (spec/01 §3); SYSTEM is a notice the product posts (a viewing booked, confirmed, cancelled…).',
  values: MESSAGE_TYPES,
});

export const SafetyFlagEnum = builder.enumType('SafetyFlag', {
  description:
    'What a message warns the renter about: money asked before a viewing, a deposit by wire or e-transfer to hold a unit, a move off the platform.',
  values: SAFETY_FLAGS,
});

type Person = NonNullable<MessageView['sender']>;
const PersonRef = builder.objectRef<Person>('ConversationPerson').implement({
  description: 'A participant of a conversation, as the other participants see them.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user.' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true, description: 'Avatar picture.' }),
  }),
});

type Attachment = NonNullable<MessageView['file']>;
const AttachmentRef = builder.objectRef<Attachment>('MessageAttachment').implement({
  description:
    "A FILE message's attachment, served only to the room's participants and staff with inbox view.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The file.' }),
    url: t.exposeString('url', { description: 'Where to download it.' }),
    filename: t.exposeString('filename', { description: 'Its name.' }),
    mimeType: t.exposeString('mimeType', { description: 'Its content type (images show inline).' }),
    size: t.exposeInt('size', { description: 'Bytes.' }),
  }),
});

export const MessageRef = builder.objectRef<MessageView>('Message').implement({
  description: 'One message of a conversation.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The message.' }),
    room: t.exposeID('roomId', { description: 'Its conversation.' }),
    type: t.field({ type: MessageTypeEnum, description: 'TEXT or FILE.', resolve: (m) => m.type }),
    text: t.string({
      description:
        "The text (a caption for a FILE message); a SYSTEM message's text in the reader's language.",
      resolve: (m, _a, ctx) =>
        m.system ? systemMessageText(m.system, ctx.locale, ctx.config.publicUrl) : m.text,
    }),
    url: t.string({
      nullable: true,
      description: "The attachment's address (spec/01 §3 Message.url).",
      resolve: (m) => m.file?.url ?? null,
    }),
    file: t.field({
      type: AttachmentRef,
      nullable: true,
      description: 'The attachment.',
      resolve: (m) => m.file,
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was sent.', resolve: (m) => m.createdAt }),
    sender: t.field({
      type: PersonRef,
      nullable: true,
      description: "The sender; null for a deleted account ('Deleted user') or a message of the team.",
      resolve: (m) => m.sender,
    }),
    asTeam: t.exposeBoolean('asTeam', { description: "Posted by staff for the team ('Rentals team')." }),
    isRead: t.exposeBoolean('isRead', { description: "Read by the other participants ('Seen')." }),
    safetyFlags: t.field({
      type: [SafetyFlagEnum],
      description: 'The warnings the text calls for; empty for an ordinary message.',
      resolve: (m) => m.safetyFlags,
    }),
    clientId: t.exposeID('clientId', {
      nullable: true,
      description: "The sender's device id for it, if given.",
    }),
  }),
});

export const MessagePageRef = builder
  .objectRef<{ items: MessageView[]; nextCursor: string | null }>('MessagePage')
  .implement({
    description: 'Messages of a conversation, newest first.',
    fields: (t) => ({
      items: t.field({
        type: [MessageRef],
        description: 'This page, newest first.',
        resolve: (p) => p.items,
      }),
      nextCursor: t.exposeString('nextCursor', {
        nullable: true,
        description: 'Pass as `before` for the earlier messages; null at the first message.',
      }),
    }),
  });

const RoomListingRef = builder.objectRef<RoomView['listing']>('RoomListing').implement({
  description: 'The listing a conversation is about.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The listing.' }),
    title: t.exposeString('title', { description: 'Its title.' }),
    coverUrl: t.exposeString('coverUrl', { nullable: true, description: 'Its cover picture (card size).' }),
  }),
});

/** What a conversation is wherever it is listed: the viewer's list (Room) and the staff inbox. */
interface ConversationCore {
  id: string;
  bookingId: string;
  lastMessage: MessageView | null;
  lastMessageTime: Date;
  flagged: boolean;
}

export function conversationFields<T extends ConversationCore>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, T>,
) {
  return {
    id: t.id({ description: 'The room.', resolve: (r) => r.id }),
    booking: t.id({ description: 'Its booking.', resolve: (r) => r.bookingId }),
    lastMessage: t.field({
      type: MessageRef,
      nullable: true,
      description: 'The newest message.',
      resolve: (r) => r.lastMessage,
    }),
    lastMessageTime: t.field({
      type: 'DateTime',
      description: 'When the newest message was sent (lists are ordered by it, newest first).',
      resolve: (r) => r.lastMessageTime,
    }),
    flagged: t.boolean({ description: 'A message called for a safety warning.', resolve: (r) => r.flagged }),
  };
}

export const RoomRef = builder.objectRef<RoomView>('Room').implement({
  description: "A conversation in the viewer's list.",
  fields: (t) => ({
    ...conversationFields(t),
    listing: t.field({ type: RoomListingRef, description: 'The listing.', resolve: (r) => r.listing }),
    otherParty: t.field({
      type: PersonRef,
      nullable: true,
      description: "The other participant; null once their account is deleted ('Deleted user').",
      resolve: (r) => r.otherParty,
    }),
    unreadCount: t.exposeInt('unreadCount', { description: 'Messages of the others not read yet.' }),
    blocked: t.exposeBoolean('blocked', {
      description:
        'A participant blocked the conversation: it stays readable, and createMessage answers CONVERSATION_BLOCKED.',
    }),
    blockedByViewer: t.exposeBoolean('blockedByViewer', {
      description: 'The viewer blocked it (unblockConversation lifts their block).',
    }),
  }),
});

export const RoomPageRef = builder.objectRef<{ items: RoomView[]; count: number }>('RoomPage').implement({
  description: "A page of the viewer's conversations and how many match in all.",
  fields: (t) => ({
    items: t.field({ type: [RoomRef], description: 'This page.', resolve: (p) => p.items }),
    count: t.exposeInt('count', { description: 'How many match in all.' }),
  }),
});

export const BookingRef = builder.objectRef<BookingView>('Booking').implement({
  description: "A renter's conversation about a listing (spec/01 §3 Booking).",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The booking.' }),
    listing: t.exposeID('listingId', { description: 'The listing.' }),
    seeker: t.exposeID('seekerId', { nullable: true, description: 'The renter; null once deleted.' }),
    room: t.exposeID('roomId', { description: 'Its conversation.' }),
    moveInDate: t.exposeString('moveInDate', { nullable: true, description: 'Move-in date, YYYY-MM-DD.' }),
    householdSize: t.exposeInt('householdSize', { nullable: true, description: 'People in the household.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was opened.', resolve: (b) => b.createdAt }),
  }),
});
