import { rentalApplicationDraftSchema } from '@rentals/domain/rental-applications/draft';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { findRecord } from './application-records';
import { parseClientId, submissionResult } from './submission-args';
import { deleteRentalPassport, myRentalPassport, reuseRentalPassport, revokeShare } from './passport.service';
import { CreateRentalResultRef, RentalApplicationRef } from './rental-application-types.graphql';
import './history-types.graphql';
import './share-types.graphql';

/*
 * The renter passport's operations (issue 18): the caller's passport, applying with it to another
 * listing, revoking a landlord's share, deleting it. The download is GET /exports/my-rental-passport.zip.
 */

const LOGGED_IN = { loggedIn: true } as const;
const offerSchema = rentalApplicationDraftSchema.shape.offer;

builder.queryFields((t) => ({
  myRentalPassport: t.field({
    type: RentalApplicationRef,
    nullable: true,
    description:
      "The caller's renter passport: their newest submitted application whose answers they have not deleted (null: none). Its answers are what reuseRentalApplication sends.",
    authScopes: LOGGED_IN,
    resolve: async (_r, _a, ctx) => {
      const record = await myRentalPassport(ctx.db, requireViewer(ctx.viewer));
      return record && { record, role: 'APPLICANT' as const };
    },
  }),
}));

builder.mutationFields((t) => ({
  reuseRentalApplication: t.field({
    type: CreateRentalResultRef,
    description:
      "Applies to another listing with the renter passport in one step: the source application's answers, documents, SIN and signature with the offer page the renter reviewed (its listingId and unitId name the home). Checked as createRental is, with the same codes; RENTAL_APPLICATION_NOT_FOUND for an application that is not the caller's or whose answers were deleted.",
    authScopes: LOGGED_IN,
    args: {
      sourceId: t.arg.id({ required: true, description: 'The application re-used (myRentalPassport).' }),
      offer: t.arg({
        type: 'JSON',
        required: true,
        description: "The offer page, as the wizard's draft holds it.",
      }),
      clientId: t.arg.id({ description: 'As for createRental: the same one twice is one application.' }),
      creditCheckConsent: t.arg.boolean({
        description: 'The separate consent to a credit check for this landlord (unticked by default).',
      }),
    },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const id = await reuseRentalPassport(
        ctx,
        viewer,
        {
          sourceId: String(args.sourceId),
          offer: parseInput(offerSchema, args.offer),
          clientId: parseClientId(args.clientId),
          creditCheckConsent: args.creditCheckConsent ?? false,
        },
        ctx.locale,
      );
      return submissionResult(ctx.db, ctx.locale, id);
    },
  }),
  revokeRentalApplicationShare: t.field({
    type: RentalApplicationRef,
    description:
      "The applicant revokes the landlord's share: the landlord loses the details, SIN and documents at once, and an application waiting for a decision is withdrawn. RENTAL_PASSPORT_SHARE_UNAVAILABLE when the share already ended; RENTAL_APPLICATION_NOT_FOUND for anyone else.",
    authScopes: LOGGED_IN,
    args: { id: t.arg.id({ required: true, description: 'The application (the share).' }) },
    resolve: async (_r, args, ctx) => {
      await revokeShare(ctx, requireViewer(ctx.viewer), String(args.id));
      return { record: (await findRecord(ctx.db, String(args.id)))!, role: 'APPLICANT' as const };
    },
  }),
  deleteMyRentalPassport: t.int({
    description:
      "Deletes the caller's renter passport: every application's answers, SIN and documents, and the draft saved to the account; open applications are withdrawn. Landlords keep only the status history. Answers how many applications were erased.",
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => deleteRentalPassport(ctx, requireViewer(ctx.viewer)),
  }),
}));
