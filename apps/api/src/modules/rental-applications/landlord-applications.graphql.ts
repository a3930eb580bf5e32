import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import {
  landlordRentalApplications,
  sinForCreditCheck,
  updateRentalApplicationStatus,
} from './landlord-applications.service';
import {
  LANDLORD_APPLICATION_ACTIONS,
  RentalApplicationPageRef,
  RentalApplicationRef,
  RentalApplicationStatusEnum,
} from './rental-application-types.graphql';

/* The landlord's review of the applications to their listings (issue 18). */

const LOGGED_IN = { loggedIn: true } as const;

const LandlordApplicationActionEnum = builder.enumType('LandlordApplicationAction', {
  description: "A landlord's decision on an application they have opened.",
  values: LANDLORD_APPLICATION_ACTIONS,
});

builder.queryFields((t) => ({
  landlordRentalApplications: t.field({
    type: RentalApplicationPageRef,
    description:
      "The applications to the caller's listings, newest first, with the count: status, applicant summary, income-to-rent ratio and documents present.",
    authScopes: LOGGED_IN,
    args: {
      listingId: t.arg.id({ description: 'Only those to this listing.' }),
      status: t.arg({ type: RentalApplicationStatusEnum, description: 'Only those in this status.' }),
      first: t.arg.int({ description: 'Page size (default 10).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) =>
      landlordRentalApplications(
        ctx.db,
        requireViewer(ctx.viewer),
        { listingId: args.listingId == null ? null : String(args.listingId), status: args.status },
        args,
      ),
  }),
}));

builder.mutationFields((t) => ({
  updateRentalApplicationStatus: t.field({
    type: RentalApplicationRef,
    description:
      "The listing's landlord shortlists, approves or declines an application they opened; the applicant is told in the conversation and by e-mail in their language. RENTAL_APPLICATION_ACTION_NOT_ALLOWED, RENTAL_APPLICATION_CLOSED; NO_ACCESS for others who may see it, RENTAL_APPLICATION_NOT_FOUND for everyone else.",
    authScopes: LOGGED_IN,
    args: {
      id: t.arg.id({ required: true, description: 'The application.' }),
      action: t.arg({ type: LandlordApplicationActionEnum, required: true, description: 'The decision.' }),
    },
    resolve: (_r, args, ctx) =>
      updateRentalApplicationStatus(ctx, requireViewer(ctx.viewer), String(args.id), args.action),
  }),
  sinForCreditCheck: t.string({
    description:
      "The applicant's whole SIN for the landlord's credit check: only when the applicant ticked the consent, only once, and the reading is recorded. RENTAL_APPLICATION_SIN_NOT_SHARED, RENTAL_APPLICATION_SIN_ALREADY_REVEALED.",
    authScopes: LOGGED_IN,
    args: { id: t.arg.id({ required: true, description: 'The application.' }) },
    resolve: (_r, args, ctx) => sinForCreditCheck(ctx, requireViewer(ctx.viewer), String(args.id)),
  }),
}));
