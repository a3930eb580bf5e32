import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { isoDateSchema } from '../iso-date-schema';
import { createBookingSchema, type CreateBookingInput } from '../messaging/schemas';
import { PROVINCES } from '../users/enums';
import { phoneSchema } from '../users/schemas';
import { RENTAL_ENQUIRY_FIELD_LABELS } from './field-labels';
import {
  RENTAL_ENQUIRY_UNITS_MAX,
  VIEWING_REQUEST_BUDGET_MAX,
  VIEWING_REQUEST_MESSAGE_MAX_LENGTH,
} from './limits';
import type { ViewingRequestKind } from './viewing-requests';

/*
 * /rental-enquiry/{userType}/{located}/{id}/{id} (spec/01 §2): the enquiry form by user type, city,
 * listing and unit. A renter with a listing writes to its landlord (the conversation, as
 * /listing/{id}/contact); a renter without one, or a landlord who wants to list, leaves a lead the
 * team handles in the requests list (createRentalEnquiry).
 */

/** The {userType} of the route. */
export const RENTAL_ENQUIRY_USER_TYPES = ['renter', 'landlord'] as const;
export type RentalEnquiryUserType = (typeof RENTAL_ENQUIRY_USER_TYPES)[number];

/** The route's {userType}, any case; null for anything else (the page then offers both). */
export function rentalEnquiryUserType(segment: string | undefined): RentalEnquiryUserType | null {
  const value = segment?.toLowerCase();
  return (RENTAL_ENQUIRY_USER_TYPES as readonly string[]).includes(value ?? '')
    ? (value as RentalEnquiryUserType)
    : null;
}

/** The staff list's kind of a lead. */
export const leadKindOf = (userType: RentalEnquiryUserType): ViewingRequestKind =>
  userType === 'landlord' ? 'LANDLORD_ENQUIRY' : 'RENTER_ENQUIRY';

const CITY_MAX_LENGTH = 120;
const optionalDate = z.union([z.literal('').transform(() => null), isoDateSchema]).nullish();

/**
 * A lead: where, a phone to call back, and for a landlord how many units they would list (the
 * fields the team needs to call back with a plan); for a renter their budget and move-in date if
 * they know them. The account gives the name and e-mail.
 */
export const rentalEnquiryLeadSchema = z
  .object({
    userType: z.enum(RENTAL_ENQUIRY_USER_TYPES, 'invalidChoice'),
    city: z.object({
      city: z.string('required').trim().min(1, 'required').max(CITY_MAX_LENGTH, 'tooLong'),
      province: z.enum(PROVINCES, 'invalidChoice'),
    }),
    phone: z.union([z.literal('').transform(() => null), phoneSchema]).nullish(),
    unitCount: z
      .number('invalid')
      .int('invalid')
      .min(1, 'min')
      .max(RENTAL_ENQUIRY_UNITS_MAX, 'max')
      .nullish(),
    budget: z.number('invalid').int('invalid').min(0, 'min').max(VIEWING_REQUEST_BUDGET_MAX, 'max').nullish(),
    moveIn: optionalDate,
    message: z.string().trim().max(VIEWING_REQUEST_MESSAGE_MAX_LENGTH, 'tooLong').default(''),
  })
  .superRefine((lead, ctx) => {
    if (lead.userType !== 'landlord') return;
    // The team calls a landlord back about plans: a phone and a size are what they need first.
    if (!lead.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'required' });
    if (lead.unitCount == null) ctx.addIssue({ code: 'custom', path: ['unitCount'], message: 'required' });
  })
  .transform((lead) =>
    lead.userType === 'landlord' ? { ...lead, budget: null, moveIn: null } : { ...lead, unitCount: null },
  );
export type RentalEnquiryLeadInput = z.output<typeof rentalEnquiryLeadSchema>;

withFieldLabels(rentalEnquiryLeadSchema, RENTAL_ENQUIRY_FIELD_LABELS);

/**
 * A renter's enquiry about a listing: /listing/{id}/contact's fields (createBookingSchema) under the
 * form's names, so one form names its errors the same way in both cases.
 */
export const rentalEnquiryListingSchema = z
  .object({
    listing: createBookingSchema.shape.listing,
    message: createBookingSchema.shape.text,
    moveIn: createBookingSchema.shape.moveInDate,
    householdSize: createBookingSchema.shape.householdSize,
  })
  .transform((e): CreateBookingInput => ({
    listing: e.listing,
    text: e.message,
    moveInDate: e.moveIn,
    householdSize: e.householdSize,
  }));

withFieldLabels(rentalEnquiryListingSchema, RENTAL_ENQUIRY_FIELD_LABELS);
