import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import { createBookingSchema } from '@rentals/domain/messaging/schemas';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { findEnquiries, sendEnquiry, type EnquiryView } from './enquiry.service';
import { unsubscribeMessageEmails } from './message-notifications.service';

/*
 * Enquiries relayed to landlords by e-mail, and the unsubscribe link of new-message e-mails
 * (spec/01 §7 listingEnquiry, getListingEnquiry, inquiryToLandlord). Shapes chosen here:
 * - listingEnquiry(where: { listing, text, moveInDate?, householdSize? }): Boolean, the fields of
 *   CreateBookingInput; true once sent. Bad input and refusals are coded errors as everywhere; any
 *   other failure is logged and answers false (the spec's "false on failure").
 * - inquiryToLandlord(data: { id: listing, value: text }): { statusCode, room }, 200 once sent.
 * - getListingEnquiry(where: { listingId?, bookingId? }): the enquiries, at least one filter given.
 */

const LOGGED_IN = { loggedIn: true } as const;
const uuid = z.string('required').uuid('invalid');

const ListingEnquiryWhere = builder.inputType('ListingEnquiryWhere', {
  description: 'An enquiry about a listing: the message relayed to its owner by e-mail.',
  fields: (t) => ({
    listing: t.id({ required: true, description: 'The listing.' }),
    text: t.string({ required: true, description: 'The message.' }),
    moveInDate: t.string({ description: 'Move-in date, YYYY-MM-DD (optional).' }),
    householdSize: t.int({ description: 'People in the household (optional).' }),
  }),
});

const InquiryToLandlordInput = builder.inputType('InquiryToLandlordInput', {
  description: 'An enquiry as inquiryToLandlord takes it.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The listing.' }),
    value: t.string({ required: true, description: 'The message.' }),
  }),
});

const EnquiryFilter = builder.inputType('ListingEnquiryFilter', {
  description: 'Which enquiries: of a listing, of a booking, or both (at least one).',
  fields: (t) => ({
    listingId: t.id({ description: 'The listing.' }),
    bookingId: t.id({ description: 'The booking (conversation).' }),
  }),
});

const enquiryFilterSchema = z
  .object({ listingId: uuid.optional(), bookingId: uuid.optional() })
  .refine((w) => w.listingId || w.bookingId, { message: 'required', path: ['listingId'] });

const InquiryStatusRef = builder.objectRef<{ statusCode: number; room: string }>('InquiryStatus').implement({
  description: 'The answer of inquiryToLandlord.',
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode', { description: '200: the enquiry was sent.' }),
    room: t.exposeID('room', { description: 'The conversation it opened or continued.' }),
  }),
});

const ListingEnquiryRef = builder.objectRef<EnquiryView>('ListingEnquiry').implement({
  description:
    'An enquiry relayed by e-mail (spec/01 §3 listingEnquiry). Its addresses are relay addresses of the product, never the real ones (isMasked).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The enquiry.' }),
    listingId: t.exposeID('listingId', { description: 'The listing.' }),
    bookingId: t.exposeID('bookingId', { nullable: true, description: 'The conversation’s booking.' }),
    room: t.exposeID('roomId', { nullable: true, description: 'The conversation’s room.' }),
    userId: t.exposeID('userId', { nullable: true, description: 'The renter (null once deleted).' }),
    fromAddress: t.exposeString('fromAddress', { description: "The renter's relay address." }),
    toAddress: t.exposeString('toAddress', { description: "The owner's relay address." }),
    ccAddress: t.exposeString('ccAddress', { nullable: true, description: 'Copy (unused: null).' }),
    bccAddress: t.exposeString('bccAddress', { nullable: true, description: 'Blind copy (unused: null).' }),
    isMasked: t.exposeBoolean('isMasked', { description: 'Always true: addresses are relayed.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was sent.', resolve: (e) => e.createdAt }),
  }),
});

builder.queryFields((t) => ({
  getListingEnquiry: t.field({
    type: [ListingEnquiryRef],
    description:
      'Enquiries of a listing (its owner, staff with inbox view) or of a booking (also its renter), newest first, a page at a time; NO_ACCESS for anyone else.',
    authScopes: LOGGED_IN,
    args: {
      where: t.arg({ type: EnquiryFilter, required: true, description: 'Listing or booking.' }),
      first: t.arg.int({ description: `Page size, default and at most ${MAX_PAGE_SIZE}.` }),
      skip: t.arg.int({ description: 'Enquiries to skip.' }),
    },
    resolve: (_r, args, ctx) =>
      findEnquiries(
        ctx.db,
        requireViewer(ctx.viewer),
        parseInput(enquiryFilterSchema, {
          listingId: args.where.listingId == null ? undefined : String(args.where.listingId),
          bookingId: args.where.bookingId == null ? undefined : String(args.where.bookingId),
        }),
        args,
      ),
  }),
}));

builder.mutationFields((t) => ({
  listingEnquiry: t.boolean({
    description:
      'Sends an enquiry about a public listing: the first (or next) message of the caller’s conversation, relayed to the owner by e-mail with masked addresses. False when sending failed for another reason than bad input.',
    authScopes: LOGGED_IN,
    args: {
      where: t.arg({ type: ListingEnquiryWhere, required: true, description: 'Listing and message.' }),
    },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const input = parseInput(createBookingSchema, {
        listing: String(args.where.listing),
        text: args.where.text,
        moveInDate: args.where.moveInDate ?? undefined,
        householdSize: args.where.householdSize ?? undefined,
      });
      try {
        await sendEnquiry(ctx, viewer, input);
        return true;
      } catch (error) {
        if (error instanceof AppError) throw error;
        ctx.log.error({ err: error, listingId: input.listing }, 'listing enquiry failed');
        return false;
      }
    },
  }),
  inquiryToLandlord: t.field({
    type: InquiryStatusRef,
    description:
      'Sends an enquiry (data.value) about the listing data.id, as listingEnquiry; statusCode 200 once sent.',
    authScopes: LOGGED_IN,
    args: {
      data: t.arg({ type: InquiryToLandlordInput, required: true, description: 'Listing and message.' }),
    },
    resolve: async (_r, args, ctx) => {
      const input = parseInput(createBookingSchema, { listing: String(args.data.id), text: args.data.value });
      const { roomId } = await sendEnquiry(ctx, requireViewer(ctx.viewer), input);
      return { statusCode: 200, room: roomId };
    },
  }),
  unsubscribeMessageEmails: t.boolean({
    description:
      "The unsubscribe link of a new-message e-mail: turns the user's notification e-mails off. False for a bad token.",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true, description: 'The token of the link.' }) },
    resolve: (_r, args, ctx) =>
      unsubscribeMessageEmails(ctx, parseInput(z.string('required').max(200, 'tooLong'), args.token)),
  }),
}));
