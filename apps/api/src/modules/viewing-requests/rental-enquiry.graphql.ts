import { rentalEnquiryLeadSchema, rentalEnquiryListingSchema } from '@rentals/domain/viewings/rental-enquiry';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { sendEnquiry } from '../messaging/enquiry.service';
import { ViewingRequestRef } from './viewing-request-types.graphql';
import { sendRentalEnquiryLead } from './rental-enquiry.service';
import type { ViewingRequestRow } from '../../db/schema/viewing-requests';

/*
 * createRentalEnquiry (issue 17, /rental-enquiry/{userType}/{located}/{id}/{id}): one operation for
 * the form's two outcomes. A renter naming a listing writes to its landlord, as an enquiry does
 * (the conversation opened or continued, relayed by e-mail); a renter without one, or a landlord
 * (whose route ids are not listings to write to), leaves a lead for the team's requests list.
 */

const UserTypeEnum = builder.enumType('RentalEnquiryUserType', {
  description: "The route's {userType}.",
  values: {
    RENTER: { value: 'renter', description: 'Looking for a home.' },
    LANDLORD: { value: 'landlord', description: 'Wants to list a property.' },
  } as const,
});

const CityInput = builder.inputType('RentalEnquiryCityInput', {
  description: 'City and province of a lead.',
  fields: (t) => ({
    city: t.string({ required: true, description: 'City name.' }),
    province: t.string({ required: true, description: 'Province code (ON, QC…).' }),
  }),
});

const RentalEnquiryInput = builder.inputType('RentalEnquiryInput', {
  description:
    'What /rental-enquiry asks. With listing (a renter): message, moveIn and householdSize go to its landlord. Otherwise a lead: city, phone, and unitCount (landlord) or budget and moveIn (renter).',
  fields: (t) => ({
    userType: t.field({ type: UserTypeEnum, required: true, description: 'Renter or landlord.' }),
    listing: t.id({ description: "The listing a renter writes about (the route's first id)." }),
    city: t.field({ type: CityInput, description: 'Where (a lead).' }),
    phone: t.string({
      description: 'A Canadian phone to be called back on (a lead; required of a landlord).',
    }),
    unitCount: t.int({ description: 'Units a landlord would list (required of a landlord).' }),
    budget: t.int({ description: "A renter's largest monthly rent, in dollars." }),
    moveIn: t.string({ description: 'Move-in date, YYYY-MM-DD.' }),
    householdSize: t.int({ description: 'People in the household (with a listing).' }),
    message: t.string({ description: 'The message (required with a listing).' }),
  }),
});

const RentalEnquiryResultRef = builder
  .objectRef<{ room: string | null; request: ViewingRequestRow | null }>('RentalEnquiryResult')
  .implement({
    description: 'Where the enquiry went: a conversation with the landlord, or a lead for the team.',
    fields: (t) => ({
      room: t.exposeID('room', {
        nullable: true,
        description: 'The conversation opened or continued (an enquiry about a listing).',
      }),
      request: t.field({
        type: ViewingRequestRef,
        nullable: true,
        description: 'The lead saved for the team (no listing).',
        resolve: (r) => r.request,
      }),
    }),
  });

builder.mutationFields((t) => ({
  createRentalEnquiry: t.field({
    type: RentalEnquiryResultRef,
    description:
      "Sends /rental-enquiry (signed in): to a listing's landlord (as listingEnquiry: LISTING_NOT_CONTACTABLE, OWN_LISTING, CONVERSATION_BLOCKED), or as a lead in the staff's requests list (RENTAL_ENQUIRY_LIMIT_REACHED with too many waiting).",
    authScopes: { loggedIn: true },
    args: { data: t.arg({ type: RentalEnquiryInput, required: true, description: 'The enquiry.' }) },
    resolve: async (_r, { data }, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      if (data.userType === 'renter' && data.listing != null) {
        const input = parseInput(rentalEnquiryListingSchema, {
          listing: String(data.listing),
          message: data.message ?? '',
          moveIn: data.moveIn || undefined,
          householdSize: data.householdSize ?? undefined,
        });
        const { roomId } = await sendEnquiry(ctx, viewer, input);
        return { room: roomId, request: null };
      }
      const input = parseInput(rentalEnquiryLeadSchema, {
        userType: data.userType,
        city: data.city ?? undefined,
        phone: data.phone,
        unitCount: data.unitCount,
        budget: data.budget,
        moveIn: data.moveIn,
        message: data.message ?? undefined,
      });
      return { room: null, request: await sendRentalEnquiryLead(ctx, viewer, input) };
    },
  }),
}));
