import { inboxFilterSchema } from '@rentals/domain/messaging/schemas';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { adminInboxRooms, markRoomHandled, type InboxPerson, type InboxRoomView } from './inbox.service';
import { conversationFields } from './messaging-types.graphql';
import { roomStaffViews, STAFF_VIEW_WINDOW_MINUTES, type StaffView } from './staff-views.service';

/* The staff inbox (issue 16, /adminInbox and /adminInbox/{id}/listing): inbox view and edit. */

const roomIdOf = (roomId: string | number) =>
  parseInput(z.object({ roomId: z.string('required').uuid('invalid') }), { roomId: String(roomId) }).roomId;

const InboxPersonRef = builder.objectRef<InboxPerson>('InboxPerson').implement({
  description: 'A participant of a conversation as staff see them, with the e-mail.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user.' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
    email: t.exposeString('email', { description: 'E-mail.' }),
  }),
});

const InboxListingRef = builder.objectRef<InboxRoomView['listing']>('InboxListing').implement({
  description: 'The listing a conversation is about.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The listing.' }),
    title: t.exposeString('title', { description: 'Its title.' }),
  }),
});

export const AdminInboxRoomRef = builder.objectRef<InboxRoomView>('AdminInboxRoom').implement({
  description: 'A conversation in the staff inbox.',
  fields: (t) => ({
    ...conversationFields(t),
    listing: t.field({ type: InboxListingRef, description: 'The listing.', resolve: (r) => r.listing }),
    renter: t.field({
      type: InboxPersonRef,
      nullable: true,
      description: 'The renter; null once their account is deleted.',
      resolve: (r) => r.renter,
    }),
    owner: t.field({
      type: InboxPersonRef,
      nullable: true,
      description: "The listing's owner in the conversation; null once their account is deleted.",
      resolve: (r) => r.owner,
    }),
    handledAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        "When staff marked it handled; a message of the renter or the owner clears it (the team's own answers do not).",
      resolve: (r) => r.handledAt,
    }),
    handledBy: t.exposeID('handledBy', {
      nullable: true,
      description: 'The staff member who marked it handled.',
    }),
    unreadCount: t.exposeInt('unreadCount', {
      description:
        "Unread for staff: the renter's and the owner's messages since staff last marked it handled (all of them if never); the team's own messages do not count.",
    }),
    openReportCount: t.exposeInt('openReportCount', {
      description: 'Reports of participants not resolved yet (conversationReports).',
    }),
    blocked: t.exposeBoolean('blocked', { description: 'A participant blocked the conversation.' }),
  }),
});

const AdminInboxPageRef = builder
  .objectRef<{ items: InboxRoomView[]; count: number }>('AdminInboxPage')
  .implement({
    description: 'A page of the staff inbox and how many conversations match in all.',
    fields: (t) => ({
      items: t.field({ type: [AdminInboxRoomRef], description: 'This page.', resolve: (p) => p.items }),
      count: t.exposeInt('count', { description: 'How many match in all.' }),
    }),
  });

const AdminInboxFilterInput = builder.inputType('AdminInboxFilter', {
  description: 'Filters of the staff inbox, all optional.',
  fields: (t) => ({
    roomId: t.id({
      description: 'Only this conversation: one opened from a link that is not on the page shown.',
    }),
    listingId: t.id({ description: 'Only the conversations about this listing (/adminInbox/{id}/listing).' }),
    userId: t.id({ description: 'Only those where this user is the renter or the owner.' }),
    unreadOnly: t.boolean({ description: 'Only those with messages since staff last marked them handled.' }),
    flagged: t.boolean({ description: 'Only flagged (true) or unflagged (false) ones.' }),
    handled: t.boolean({ description: 'Only handled (true) or not handled (false) ones.' }),
    search: t.string({ description: 'Text a message contains, matched literally, case-insensitive.' }),
  }),
});

const RoomStaffViewRef = builder.objectRef<StaffView>('RoomStaffView').implement({
  description: 'A staff member opening a conversation they are not part of.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The audit entry.' }),
    staffId: t.exposeID('staffId', { nullable: true, description: 'The staff member; null once deleted.' }),
    email: t.exposeString('email', { description: 'Their e-mail at the time.' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
    viewedAt: t.field({ type: 'DateTime', description: 'When.', resolve: (v) => v.viewedAt }),
  }),
});

builder.queryFields((t) => ({
  adminInboxRooms: t.field({
    type: AdminInboxPageRef,
    description:
      'Every conversation, newest message first, with the count: staff with inbox view. `where.listingId` gives one listing’s (/adminInbox/{id}/listing).',
    authScopes: { staff: 'inbox:view' },
    args: {
      where: t.arg({ type: AdminInboxFilterInput, description: 'Filters.' }),
      first: t.arg.int({ description: 'Page size.' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) => {
      const where = args.where ?? {};
      const filter = parseInput(inboxFilterSchema, {
        roomId: where.roomId == null ? null : String(where.roomId),
        listingId: where.listingId == null ? null : String(where.listingId),
        userId: where.userId == null ? null : String(where.userId),
        unreadOnly: where.unreadOnly,
        flagged: where.flagged,
        handled: where.handled,
        search: where.search,
      });
      return adminInboxRooms(ctx.db, filter, args);
    },
  }),
  roomStaffViews: t.field({
    type: [RoomStaffViewRef],
    description: `Who of the staff opened a conversation they are not part of, and when, newest first (the last 100; reopening it within ${STAFF_VIEW_WINDOW_MINUTES} minutes adds no entry): admins only.`,
    authScopes: { userType: 'ADMIN' },
    args: { roomId: t.arg.id({ required: true, description: 'The room.' }) },
    resolve: (_r, args, ctx) => roomStaffViews(ctx.db, roomIdOf(args.roomId)),
  }),
}));

builder.mutationFields((t) => ({
  markRoomHandled: t.field({
    type: AdminInboxRoomRef,
    description:
      'Marks a conversation handled (resolving its open reports) or not handled, with an audit entry: staff with inbox edit. A message of the renter or the owner clears it.',
    authScopes: { staff: 'inbox:edit' },
    args: {
      roomId: t.arg.id({ required: true, description: 'The room.' }),
      handled: t.arg.boolean({ required: true, description: 'Handled (true) or not (false).' }),
    },
    resolve: (_r, args, ctx) =>
      markRoomHandled(ctx.db, requireViewer(ctx.viewer), roomIdOf(args.roomId), args.handled),
  }),
}));
