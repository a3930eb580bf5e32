import {
  AVAILABILITY_ANSWERS,
  availabilityCheckAnswerSchema,
} from '@rentals/domain/listings/availability-confirmation';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { answerAvailabilityCheck, confirmListingAvailability } from './availability-confirmation.service';
import { ListingWhereInput } from './listing-inputs.graphql';
import { ListingRef } from './listing.graphql';
import type { ListingDetail } from './listing-read.service';

/* 'Still available?' (issue 25): the owner's confirmation, signed in or by the e-mail's link. */

const AvailabilityAnswerEnum = builder.enumType('AvailabilityAnswer', {
  description:
    "An answer to 'Still available?': STILL_AVAILABLE, or RENTED (the listing comes off the market).",
  values: AVAILABILITY_ANSWERS,
});

interface AnsweredCheck {
  answer: (typeof AVAILABILITY_ANSWERS)[number];
  listing: ListingDetail;
}

const AvailabilityCheckResultRef = builder.objectRef<AnsweredCheck>('AvailabilityCheckResult').implement({
  description: "What an answer to a 'Still available?' link did, for the page the link opens (no sign-in).",
  fields: (t) => ({
    answer: t.field({
      type: AvailabilityAnswerEnum,
      description: 'The answer recorded.',
      resolve: (r) => r.answer,
    }),
    listingId: t.id({ description: 'The listing answered for.', resolve: (r) => r.listing.id }),
    title: t.string({ description: "The listing's title.", resolve: (r) => r.listing.title }),
    availabilityConfirmedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When its availability was last confirmed (now, for STILL_AVAILABLE).',
      resolve: (r) => r.listing.availabilityConfirmedAt,
    }),
  }),
});

builder.mutationFields((t) => ({
  confirmListingAvailability: t.field({
    type: ListingRef,
    description:
      "'Confirm availability' on /building: dates 'Availability confirmed' from now and asks again in 14 days. A listing unpublished for want of confirmation comes back on the market.",
    authScopes: { userType: 'LANDLORD', staff: 'listings:edit' },
    args: { where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }) },
    resolve: (_root, args, ctx) =>
      confirmListingAvailability(ctx, requireViewer(ctx.viewer), String(args.where.id)),
  }),
  answerAvailabilityCheck: t.field({
    type: AvailabilityCheckResultRef,
    description:
      "A 'Still available?' e-mail's link, without signing in: STILL_AVAILABLE confirms the listing, RENTED marks it rented. Each e-mail's links work once and expire after 14 days: CONFIRMATION_LINK_USED, CONFIRMATION_LINK_EXPIRED, or CONFIRMATION_LINK_INVALID for a forged or unknown token; nothing changes then.",
    authScopes: { public: true },
    args: {
      token: t.arg.string({ required: true, description: 'The token of the link.' }),
      answer: t.arg({ type: AvailabilityAnswerEnum, required: true, description: 'The link chosen.' }),
    },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(availabilityCheckAnswerSchema, args);
      return { answer: input.answer, listing: await answerAvailabilityCheck(ctx, input.token, input.answer) };
    },
  }),
}));
