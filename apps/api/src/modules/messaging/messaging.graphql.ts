import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import { MESSAGES_PAGE_SIZE } from '@rentals/domain/messaging/limits';
import { createBookingSchema, createMessageSchema } from '@rentals/domain/messaging/schemas';
import { filter, pipe } from 'graphql-yoga';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { bookingsForUser, createBooking, listingPerBookings } from './booking.service';
import { createMessage, markRoomRead, unreadMessageCount } from './message.service';
import { decodeCursor, fromWireMessage, messagePage } from './message-views';
import './message-files';
import { canReadRoom, roomAccess } from './room-access';
import { roomForViewer, roomsPerUser } from './room.service';
import { recordStaffView } from './staff-views.service';
import {
  BookingRef,
  MessagePageRef,
  MessageRef,
  MessageTypeEnum,
  RoomPageRef,
  RoomRef,
} from './messaging-types.graphql';
// Registers what a user's data export holds of this domain (modules/privacy).
import './messaging-data-export';

/* Conversations between renters and listing owners (issue 16, spec/01 §7 renter and messaging calls). */

const LOGGED_IN = { loggedIn: true } as const;
const roomIdSchema = z.object({ roomId: z.string('required').uuid('invalid') });
const pageSchema = z.object({
  first: z.number().int().min(1, 'min').max(MAX_PAGE_SIZE, 'max').default(MESSAGES_PAGE_SIZE),
  before: z.string().max(200, 'tooLong').nullish(),
});

/** A page of bookings: a popular listing gathers thousands, so a caller pages through them. */
const bookingPageArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  first: t.arg.int({ description: `Page size, default and at most ${MAX_PAGE_SIZE}.` }),
  skip: t.arg.int({ description: 'Bookings to skip.' }),
});

const CreateBookingInput = builder.inputType('CreateBookingInput', {
  description: 'The first message to a listing from /listing/{id}/contact.',
  fields: (t) => ({
    listing: t.id({ required: true, description: 'The listing.' }),
    text: t.string({ required: true, description: 'The first message.' }),
    moveInDate: t.string({ description: 'Move-in date, YYYY-MM-DD (optional).' }),
    householdSize: t.int({ description: 'People in the household (optional).' }),
  }),
});

const RoomFilterInput = builder.inputType('RoomFilter', {
  description: "Filters of the viewer's conversations.",
  fields: (t) => ({
    listingId: t.id({ description: 'Only the conversations about this listing.' }),
    unreadOnly: t.boolean({ description: 'Only those with unread messages.' }),
  }),
});

builder.queryFields((t) => ({
  messagesInRoom: t.field({
    type: MessagePageRef,
    description: `A conversation's messages, newest first, ${MESSAGES_PAGE_SIZE} at a time; \`before\` is the previous page's nextCursor. ROOM_NOT_FOUND unless the caller is in the room or is staff with inbox view; staff opening a conversation they are not part of are recorded (roomStaffViews).`,
    authScopes: LOGGED_IN,
    args: {
      roomId: t.arg.id({ required: true, description: 'The room.' }),
      before: t.arg.string({ description: 'Cursor of the page before (nextCursor).' }),
      first: t.arg.int({
        description: `Page size, default ${MESSAGES_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.`,
      }),
    },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const { roomId } = parseInput(roomIdSchema, { roomId: String(args.roomId) });
      const page = parseInput(pageSchema, { first: args.first ?? undefined, before: args.before });
      const access = await roomAccess(ctx.db, viewer, roomId, 'read');
      // Staff reading a conversation they are not part of leave an audit entry (staff-views.service.ts).
      if (access.asStaff && !page.before) await recordStaffView(ctx.db, viewer, roomId);
      return messagePage(ctx.db, roomId, page.before ? decodeCursor(page.before) : null, page.first);
    },
  }),
  roomsPerUser: t.field({
    type: RoomPageRef,
    description: "The viewer's conversations, newest message first (lastMessageTime DESC), with their count.",
    authScopes: LOGGED_IN,
    args: {
      where: t.arg({ type: RoomFilterInput, description: 'Filters.' }),
      first: t.arg.int({ description: 'Page size.' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) =>
      roomsPerUser(
        ctx.db,
        requireViewer(ctx.viewer),
        {
          listingId: args.where?.listingId
            ? parseInput(z.string().uuid('invalid'), String(args.where.listingId))
            : null,
          unreadOnly: args.where?.unreadOnly,
        },
        args,
      ),
  }),
  unreadMessages: t.int({
    description: 'Messages of others the viewer has not read, in all their conversations (the header badge).',
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => unreadMessageCount(ctx.db, requireViewer(ctx.viewer)),
  }),
  bookingsForUser: t.field({
    type: [BookingRef],
    description:
      "A renter's bookings, newest conversation first: their own, or anyone's for staff with inbox view.",
    authScopes: LOGGED_IN,
    args: { userId: t.arg.id({ required: true, description: 'The renter.' }), ...bookingPageArgs(t) },
    resolve: (_r, args, ctx) =>
      bookingsForUser(
        ctx.db,
        requireViewer(ctx.viewer),
        parseInput(z.string().uuid('invalid'), String(args.userId)),
        args,
      ),
  }),
  listingPerBookings: t.field({
    type: [BookingRef],
    description:
      'The bookings of a listing, for its owner and staff with inbox view: LISTING_NOT_FOUND for an unknown listing, NO_ACCESS for anyone else.',
    authScopes: LOGGED_IN,
    args: { listingId: t.arg.id({ required: true, description: 'The listing.' }), ...bookingPageArgs(t) },
    resolve: (_r, args, ctx) =>
      listingPerBookings(
        ctx.db,
        requireViewer(ctx.viewer),
        parseInput(z.string().uuid('invalid'), String(args.listingId)),
        args,
      ),
  }),
}));

builder.mutationFields((t) => ({
  createBooking: t.field({
    type: BookingRef,
    description:
      "Opens the caller's conversation about a public listing with a first message. BOOKING_ALREADY_EXISTS ('Booking already exist!') when it is open already.",
    authScopes: LOGGED_IN,
    args: {
      data: t.arg({ type: CreateBookingInput, required: true, description: 'Listing and first message.' }),
    },
    resolve: (_r, args, ctx) =>
      createBooking(ctx, requireViewer(ctx.viewer), parseInput(createBookingSchema, args.data)),
  }),
  createMessage: t.field({
    type: MessageRef,
    description:
      'Posts a message in a room the caller is in (staff with inbox edit post for the team). A resend with the same clientId answers the first.',
    authScopes: LOGGED_IN,
    args: {
      room: t.arg.id({ required: true, description: 'The room.' }),
      text: t.arg.string({ description: 'The text; a caption for a FILE message.' }),
      type: t.arg({ type: MessageTypeEnum, description: 'TEXT (default) or FILE.' }),
      url: t.arg.id({ description: "A FILE message's attachment: a MESSAGE_ATTACHMENT upload's id." }),
      clientId: t.arg.id({
        description: "The sender's device id for the message (a UUID), so a resend is one message.",
      }),
    },
    resolve: (_r, args, ctx) =>
      createMessage(
        ctx,
        requireViewer(ctx.viewer),
        parseInput(createMessageSchema, {
          room: String(args.room),
          text: args.text ?? undefined,
          type: args.type ?? undefined,
          url: args.url == null ? undefined : String(args.url),
          clientId: args.clientId == null ? undefined : String(args.clientId),
        }),
      ),
  }),
  markRoomRead: t.boolean({
    description: "Marks a conversation read up to its newest message for the caller ('Seen' for the sender).",
    authScopes: LOGGED_IN,
    args: { roomId: t.arg.id({ required: true, description: 'The room.' }) },
    resolve: (_r, args, ctx) =>
      markRoomRead(
        ctx,
        requireViewer(ctx.viewer),
        parseInput(roomIdSchema, { roomId: String(args.roomId) }).roomId,
      ),
  }),
}));

builder.subscriptionFields((t) => ({
  roomMessages: t.field({
    type: MessageRef,
    description:
      'New messages of a room, for its participants and staff with inbox view; access is checked again for every message.',
    authScopes: LOGGED_IN,
    args: { roomId: t.arg.id({ required: true, description: 'The room.' }) },
    subscribe: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const { roomId } = parseInput(roomIdSchema, { roomId: String(args.roomId) });
      await roomAccess(ctx.db, viewer, roomId, 'read');
      return pipe(
        ctx.pubsub.subscribe('room:message', roomId),
        // A participant when the message was sent reads it; anyone else (staff) is checked again.
        filter((event) => event.readerIds.includes(viewer.id) || canReadRoom(ctx.db, viewer, roomId)),
      );
    },
    resolve: (payload) => fromWireMessage(payload.message),
  }),
  userRooms: t.field({
    type: RoomRef,
    description:
      "The viewer's conversations as they change: a new one, a new last message, read state, unread count.",
    authScopes: LOGGED_IN,
    subscribe: (_r, _a, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      return pipe(
        ctx.pubsub.subscribe('user:rooms', viewer.id),
        filter(async ({ roomId }) => !!(await roomForViewer(ctx.db, viewer, roomId))),
      );
    },
    resolve: async (payload, _a, ctx) => {
      const room = await roomForViewer(ctx.db, requireViewer(ctx.viewer), payload.roomId);
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      return room;
    },
  }),
}));
