import { REPORT_REASONS } from '@rentals/domain/messaging/enums';
import { reportConversationSchema } from '@rentals/domain/messaging/schemas';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { RoomRef } from './messaging-types.graphql';
import {
  reportConversation,
  reportsOfRoom,
  setConversationBlock,
  type ConversationReportView,
} from './safety-actions.service';

/* Reporting and blocking a conversation (issue 16); staff read the reports from the inbox. */

const LOGGED_IN = { loggedIn: true } as const;
const roomIdOf = (roomId: string | number) =>
  parseInput(z.object({ roomId: z.string('required').uuid('invalid') }), { roomId: String(roomId) }).roomId;

const ReportReasonEnum = builder.enumType('ReportReason', {
  description: 'Why a conversation is reported: a scam, harassment, spam, or something else.',
  values: REPORT_REASONS,
});

type Reporter = NonNullable<ConversationReportView['reporter']>;
const ReporterRef = builder.objectRef<Reporter>('ConversationReporter').implement({
  description: 'The participant who reported a conversation.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user.' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
    email: t.exposeString('email', { description: 'E-mail.' }),
  }),
});

export const ConversationReportRef = builder
  .objectRef<ConversationReportView>('ConversationReport')
  .implement({
    description: 'A conversation reported to staff by one of its participants.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The report.' }),
      room: t.exposeID('roomId', { description: 'The conversation.' }),
      reason: t.field({ type: ReportReasonEnum, description: 'Why.', resolve: (r) => r.reason }),
      text: t.exposeString('text', { description: "The reporter's own words (may be empty)." }),
      createdAt: t.field({ type: 'DateTime', description: 'When it was sent.', resolve: (r) => r.createdAt }),
      resolvedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When staff resolved it (marking the conversation handled); null while open.',
        resolve: (r) => r.resolvedAt,
      }),
      reporter: t.field({
        type: ReporterRef,
        nullable: true,
        description: 'Who reported it; null once their account is deleted.',
        resolve: (r) => r.reporter,
      }),
    }),
  });

const ReportConversationInput = builder.inputType('ReportConversationInput', {
  description: 'A report of a conversation to staff.',
  fields: (t) => ({
    room: t.id({ required: true, description: 'The conversation.' }),
    reason: t.field({ type: ReportReasonEnum, required: true, description: 'Why.' }),
    text: t.string({ description: 'What happened (optional).' }),
  }),
});

builder.queryFields((t) => ({
  conversationReports: t.field({
    type: [ConversationReportRef],
    description:
      "A conversation's reports, newest first, for staff with inbox view (the inbox lists how many are open).",
    authScopes: { staff: 'inbox:view' },
    args: { roomId: t.arg.id({ required: true, description: 'The room.' }) },
    resolve: (_r, args, ctx) => reportsOfRoom(ctx.db, roomIdOf(args.roomId)),
  }),
}));

builder.mutationFields((t) => ({
  reportConversation: t.field({
    type: ConversationReportRef,
    description:
      'A participant (renter or owner) reports the conversation to staff. The same report again while it is open answers the first. ROOM_NOT_FOUND for anyone else.',
    authScopes: LOGGED_IN,
    args: {
      data: t.arg({ type: ReportConversationInput, required: true, description: 'The report.' }),
    },
    resolve: (_r, args, ctx) =>
      reportConversation(
        ctx.db,
        requireViewer(ctx.viewer),
        parseInput(reportConversationSchema, {
          room: String(args.data.room),
          reason: args.data.reason,
          text: args.data.text ?? undefined,
        }),
      ),
  }),
  blockConversation: t.field({
    type: RoomRef,
    description:
      'A participant blocks the conversation: while any participant has blocked it, createMessage answers CONVERSATION_BLOCKED; it stays readable. ROOM_NOT_FOUND for anyone else.',
    authScopes: LOGGED_IN,
    args: { roomId: t.arg.id({ required: true, description: 'The room.' }) },
    resolve: (_r, args, ctx) =>
      setConversationBlock(ctx, requireViewer(ctx.viewer), roomIdOf(args.roomId), true),
  }),
  unblockConversation: t.field({
    type: RoomRef,
    description:
      "Lifts the caller's own block of a conversation (another participant's block stays). ROOM_NOT_FOUND for anyone but a participant.",
    authScopes: LOGGED_IN,
    args: { roomId: t.arg.id({ required: true, description: 'The room.' }) },
    resolve: (_r, args, ctx) =>
      setConversationBlock(ctx, requireViewer(ctx.viewer), roomIdOf(args.roomId), false),
  }),
}));
