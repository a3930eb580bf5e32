import { rentalApplicationPayloadSchema } from '@rentals/domain/rental-applications/payload';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import './application-document-readers';
import './passport.graphql';

import { parseClientId, submissionResult } from './submission-args';
import { createRental } from './create-rental.service';
import { CreateRentalInput, NULLABLE_PAYLOAD_FIELDS } from './create-rental-input.graphql';
import {
  myRentalApplications,
  openRentalApplication,
  withdrawRentalApplication,
} from './rental-application.service';
import {
  CreateRentalResultRef,
  RentalApplicationPageRef,
  RentalApplicationRef,
} from './rental-application-types.graphql';
// Registers what a user's data export holds of this domain (modules/privacy).
import './application-data-export';

/*
 * Rental applications (issue 18): submitting one, the applicant's list and withdrawal, and opening
 * one (applicant, landlord or permitted staff). Resolvers parse and hand over; the rules are the
 * domain's, the writes the services'.
 */

const LOGGED_IN = { loggedIn: true } as const;

/** Absent nullable fields read as null, as the payload schema wants every field. */
function payloadOf(data: Record<string, unknown>) {
  const payload = { ...data };
  for (const name of NULLABLE_PAYLOAD_FIELDS) payload[name] ??= null;
  return parseInput(rentalApplicationPayloadSchema, payload);
}

builder.queryFields((t) => ({
  rentalApplication: t.field({
    type: RentalApplicationRef,
    description:
      "One application, for its applicant, the listing's landlord and staff with applications view (RENTAL_APPLICATION_NOT_FOUND for anyone else). The landlord's first open marks it VIEWED; each staff opening is recorded.",
    authScopes: LOGGED_IN,
    args: { id: t.arg.id({ required: true, description: 'The application.' }) },
    resolve: (_r, args, ctx) => openRentalApplication(ctx, requireViewer(ctx.viewer), String(args.id)),
  }),
  myRentalApplications: t.field({
    type: RentalApplicationPageRef,
    description: "The caller's own applications, newest first, with their count.",
    authScopes: LOGGED_IN,
    args: {
      first: t.arg.int({ description: 'Page size (default 10).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) => myRentalApplications(ctx.db, requireViewer(ctx.viewer), args),
  }),
}));

builder.mutationFields((t) => ({
  createRental: t.field({
    type: CreateRentalResultRef,
    description:
      'Submits a rental application. The wizard is public but submitting needs an account (UNAUTHENTICATED for visitors). Every page is checked again: RENTAL_APPLICATION_PAGE_INVALID names the first failing page and field (extensions.params.pageIndex, path; extensions.fields). Also RENTAL_APPLICATION_LISTING_CLOSED, RENTAL_APPLICATION_OWN_LISTING, RENTAL_APPLICATION_ALREADY_SUBMITTED, RENTAL_APPLICATION_SIN_INVALID, FILE_NOT_FOUND and the per-key file codes. The same clientId twice answers the first application.',
    authScopes: LOGGED_IN,
    args: {
      data: t.arg({ type: CreateRentalInput, required: true, description: 'The flattened application.' }),
      clientId: t.arg.id({
        description:
          'An id the client makes once per submission (kept across retries): the same one twice is one application.',
      }),
      creditCheckConsent: t.arg.boolean({
        description:
          'The separate consent tick (unticked by default): the landlord may then read the SIN once, for a credit check.',
      }),
    },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const id = await createRental(
        ctx,
        viewer,
        {
          payload: payloadOf(args.data as Record<string, unknown>),
          clientId: parseClientId(args.clientId),
          creditCheckConsent: args.creditCheckConsent ?? false,
        },
        ctx.locale,
      );
      return submissionResult(ctx.db, ctx.locale, id);
    },
  }),
  withdrawRentalApplication: t.field({
    type: RentalApplicationRef,
    description:
      'The applicant withdraws their open application (RENTAL_APPLICATION_NOT_FOUND for anyone else; RENTAL_APPLICATION_CLOSED once decided). The landlord is told in the conversation and by e-mail.',
    authScopes: LOGGED_IN,
    args: { id: t.arg.id({ required: true, description: 'The application.' }) },
    resolve: (_r, args, ctx) => withdrawRentalApplication(ctx, requireViewer(ctx.viewer), String(args.id)),
  }),
}));
