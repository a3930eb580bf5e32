import { bookViewingSchema, viewingActionSchema, viewingRangeSchema } from '@rentals/domain/viewings/schemas';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { viewingAction } from './action.service';
import { bookViewing } from './booking.service';
import { viewingSlots } from './slots.service';
import { getViewing } from './viewing.service';
import { landlordViewings, listingViewings, myViewings } from './viewing-lists.service';
import {
  SlotKindEnum,
  ViewingActionEnum,
  ViewingRef,
  ViewingSlotsRef,
  ViewingsWhenEnum,
} from './viewing-types.graphql';
import { withoutNulls } from './without-nulls';
// Registers what a user's data export holds of this domain (modules/privacy).
import './viewing-data-export';

/*
 * Viewings (issue 17): renters book and change them, landlords (and staff with inbox) answer and
 * see their agenda. Every change goes through the domain's transition() and posts a system message
 * in the renter's conversation about the listing.
 */

const LOGGED_IN = { loggedIn: true } as const;
const listingIdSchema = z.string('required').uuid('invalid');

const BookViewingInput = builder.inputType('BookViewingInput', {
  description: 'A renter books a free time (instant mode) or proposes up to 3 (request mode).',
  fields: (t) => ({
    listing: t.id({ required: true, description: 'The listing.' }),
    kind: t.field({ type: SlotKindEnum, description: 'SLOT (default) or OPEN_HOUSE.' }),
    proposedTimes: t.stringList({
      required: true,
      description: 'Starts of free slots, ISO instants with offset; instant mode books the first.',
    }),
    message: t.string({ description: 'A note to the landlord, posted in the conversation.' }),
  }),
});

const ViewingActionInput = builder.inputType('ViewingActionInput', {
  description: 'A change to a viewing.',
  fields: (t) => ({
    viewing: t.id({ required: true, description: 'The viewing.' }),
    action: t.field({ type: ViewingActionEnum, required: true, description: 'The change.' }),
    reason: t.string({ description: 'Why (required to cancel, optional to decline).' }),
    startsAt: t.string({
      description: 'PROPOSE_RESCHEDULE: the new time; CONFIRM: which proposed time (the first by default).',
    }),
  }),
});

const rangeArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  from: t.arg.string({ required: true, description: 'From, an ISO instant with offset.' }),
  to: t.arg.string({ required: true, description: 'To (excluded), at most 93 days after from.' }),
});

builder.queryFields((t) => ({
  viewingSlots: t.field({
    type: ViewingSlotsRef,
    description:
      'The free viewing times of a listing the public may see (LISTING_NOT_FOUND otherwise), with places left and its zone.',
    authScopes: { public: true },
    args: { listingId: t.arg.id({ required: true, description: 'The listing.' }), ...rangeArgs(t) },
    resolve: (_r, args, ctx) =>
      viewingSlots(
        ctx.db,
        ctx.viewer,
        parseInput(listingIdSchema, String(args.listingId)),
        parseInput(viewingRangeSchema, { from: args.from, to: args.to }),
      ),
  }),
  viewing: t.field({
    type: ViewingRef,
    description:
      'One viewing, for its renter, the listing owner and staff with inbox view (VIEWING_NOT_FOUND for anyone else).',
    authScopes: LOGGED_IN,
    args: { id: t.arg.id({ required: true, description: 'The viewing.' }) },
    resolve: (_r, args, ctx) => getViewing(ctx.db, requireViewer(ctx.viewer), String(args.id)),
  }),
  myViewings: t.field({
    type: [ViewingRef],
    description: "The caller's viewings as a renter: UPCOMING soonest first, PAST latest first.",
    authScopes: LOGGED_IN,
    args: { when: t.arg({ type: ViewingsWhenEnum, required: true, description: 'Upcoming or past.' }) },
    resolve: (_r, args, ctx) => myViewings(ctx.db, requireViewer(ctx.viewer), args.when),
  }),
  listingViewings: t.field({
    type: [ViewingRef],
    description: "A listing's agenda in a range: its owner and staff with inbox view (NO_ACCESS otherwise).",
    authScopes: LOGGED_IN,
    args: { listingId: t.arg.id({ required: true, description: 'The listing.' }), ...rangeArgs(t) },
    resolve: (_r, args, ctx) =>
      listingViewings(
        ctx.db,
        requireViewer(ctx.viewer),
        parseInput(listingIdSchema, String(args.listingId)),
        parseInput(viewingRangeSchema, { from: args.from, to: args.to }),
      ),
  }),
  landlordViewings: t.field({
    type: [ViewingRef],
    description: "The agenda across all the caller's listings in a range (/building).",
    authScopes: LOGGED_IN,
    args: rangeArgs(t),
    resolve: (_r, args, ctx) =>
      landlordViewings(ctx.db, requireViewer(ctx.viewer), parseInput(viewingRangeSchema, args)),
  }),
}));

builder.mutationFields((t) => ({
  bookViewing: t.field({
    type: ViewingRef,
    description:
      'Books a viewing (instant mode: CONFIRMED; request mode: REQUESTED), opening the conversation if needed. VIEWING_IN_PAST, VIEWING_OUTSIDE_WINDOWS, VIEWING_TOO_SOON, VIEWING_TOO_FAR, VIEWING_FULL, VIEWING_LIMIT_REACHED, VIEWINGS_NOT_OFFERED, LISTING_NOT_CONTACTABLE, OWN_LISTING.',
    authScopes: LOGGED_IN,
    args: { data: t.arg({ type: BookViewingInput, required: true, description: 'The times.' }) },
    resolve: (_r, args, ctx) =>
      bookViewing(ctx, requireViewer(ctx.viewer), parseInput(bookViewingSchema, withoutNulls(args.data))),
  }),
  viewingAction: t.field({
    type: ViewingRef,
    description:
      'Changes a viewing as its renter, the listing owner or staff with inbox edit may (VIEWING_NOT_FOUND for anyone else): confirm, decline, propose or accept another time, cancel with a reason, complete, no-show.',
    authScopes: LOGGED_IN,
    args: { data: t.arg({ type: ViewingActionInput, required: true, description: 'The change.' }) },
    resolve: (_r, args, ctx) =>
      viewingAction(ctx, requireViewer(ctx.viewer), parseInput(viewingActionSchema, args.data)),
  }),
}));
