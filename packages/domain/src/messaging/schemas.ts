import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { isoDateSchema } from '../iso-date-schema';
import { REPORT_REASONS, SENDABLE_MESSAGE_TYPES } from './enums';
import { MESSAGING_FIELD_LABELS } from './field-labels';
import {
  HOUSEHOLD_SIZE_MAX,
  INBOX_SEARCH_MAX_LENGTH,
  MESSAGE_TEXT_MAX_LENGTH,
  SAVED_REPLY_MAX_LENGTH,
  SAVED_REPLY_TITLE_MAX_LENGTH,
} from './limits';

const id = z.string('required').uuid('invalid');
const messageText = z.string().trim().max(MESSAGE_TEXT_MAX_LENGTH, 'tooLong');

/**
 * createBooking(data) from /listing/{id}/contact: the listing and the first message, with the
 * renter's move-in date and household size if they give them.
 */
export const createBookingSchema = z.object({
  listing: id,
  text: messageText.min(1, 'required'),
  moveInDate: isoDateSchema.nullish(),
  householdSize: z.number('invalid').int('invalid').min(1, 'min').max(HOUSEHOLD_SIZE_MAX, 'max').nullish(),
});
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

/**
 * createMessage(text, room, type, url): TEXT needs text; FILE needs the uploaded attachment's id
 * (`url`) and may have text as a caption. `clientId`, made by the sender's device, makes a resend
 * (double click, retry after a timeout) the same message.
 */
export const createMessageSchema = z
  .object({
    room: id,
    text: messageText.default(''),
    type: z.enum(SENDABLE_MESSAGE_TYPES, { error: () => 'invalidChoice' }).default('TEXT'),
    url: id.optional(),
    clientId: id.optional(),
  })
  .superRefine((message, ctx) => {
    if (message.type === 'TEXT' && !message.text)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'required' });
    if (message.type === 'FILE' && !message.url)
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'required' });
  });
export type CreateMessageInput = z.infer<typeof createMessageSchema>;

/** Reporting a conversation to staff. */
export const reportConversationSchema = z.object({
  room: id,
  reason: z.enum(REPORT_REASONS, { error: () => 'invalidChoice' }),
  text: z.string().trim().max(MESSAGE_TEXT_MAX_LENGTH, 'tooLong').default(''),
});
export type ReportConversationInput = z.infer<typeof reportConversationSchema>;

/** A landlord's saved reply. */
export const savedReplySchema = z.object({
  title: z.string().trim().min(1, 'required').max(SAVED_REPLY_TITLE_MAX_LENGTH, 'tooLong'),
  text: z.string().trim().min(1, 'required').max(SAVED_REPLY_MAX_LENGTH, 'tooLong'),
});
export type SavedReplyInput = z.infer<typeof savedReplySchema>;

/**
 * The staff inbox's filters (adminInboxRooms): one conversation, a listing, a participant, unread,
 * flagged or handled conversations, and a text the messages contain, matched literally (trimmed;
 * empty means none).
 */
export const inboxFilterSchema = z.object({
  roomId: id.nullish(),
  listingId: id.nullish(),
  userId: id.nullish(),
  unreadOnly: z.boolean('invalid').nullish(),
  flagged: z.boolean('invalid').nullish(),
  handled: z.boolean('invalid').nullish(),
  search: z.string().trim().max(INBOX_SEARCH_MAX_LENGTH, 'tooLong').nullish(),
});
export type InboxFilterInput = z.infer<typeof inboxFilterSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [
  createBookingSchema,
  createMessageSchema,
  reportConversationSchema,
  savedReplySchema,
  inboxFilterSchema,
])
  withFieldLabels(schema, MESSAGING_FIELD_LABELS);
