import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import {
  rentalEnquiryLeadSchema,
  rentalEnquiryListingSchema,
  type RentalEnquiryUserType,
} from '@rentals/domain/viewings/rental-enquiry';
import { z } from 'zod';
import { parseNumberText } from '../../../lib/forms/number-text';

/** What the lead form's inputs hold: text inputs give strings. */
export interface LeadFormValues {
  city: { city: string; province: string };
  phone: string;
  unitCount: string;
  budget: string;
  moveIn: string;
  message: string;
}

/** The lead form's fields, by the paths the API names in its field issues. */
export const LEAD_FIELDS = [
  'city.city',
  'city.province',
  'phone',
  'unitCount',
  'budget',
  'moveIn',
  'message',
] as const;

/** Ontario is preselected, as on /request-for-viewing: most listings are there. */
export const EMPTY_LEAD_FORM: LeadFormValues = {
  city: { city: '', province: 'ON' },
  phone: '',
  unitCount: '',
  budget: '',
  moveIn: '',
  message: '',
};

/** The shared rentalEnquiryLeadSchema fed from the form's strings, for one user type. */
export function leadFormSchema(userType: RentalEnquiryUserType) {
  return z.preprocess((input) => {
    const values = input as LeadFormValues;
    return {
      ...values,
      userType,
      unitCount: userType === 'landlord' ? parseNumberText(values.unitCount, 'integer') : undefined,
      budget: userType === 'renter' ? parseNumberText(values.budget, 'integer') : undefined,
    };
  }, rentalEnquiryLeadSchema);
}

/** What the listing enquiry's inputs hold. */
export interface ListingEnquiryValues {
  message: string;
  moveIn: string;
  householdSize: string;
}

export const LISTING_FIELDS = ['message', 'moveIn', 'householdSize'] as const;

/** The shared rentalEnquiryListingSchema for one listing, fed from the form's strings. */
export function listingEnquirySchema(listingId: string) {
  return z.preprocess((input) => {
    const values = input as ListingEnquiryValues;
    return {
      listing: listingId,
      message: values.message,
      moveIn: values.moveIn || undefined,
      householdSize: parseNumberText(values.householdSize, 'integer'),
    };
  }, rentalEnquiryListingSchema);
}

/** A place name as a route spells it: no accents, lower case, words joined by dashes. */
const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The city among `cities` whose name the route's {located} slug spells ('toronto', 'trois-rivieres'). */
export function cityOfSlug<C extends { name: string; province: string }>(
  slug: string | undefined,
  cities: readonly C[],
): { city: string; province: Province } | null {
  if (!slug) return null;
  const wanted = slugOf(slug);
  const found = cities.find((c) => slugOf(c.name) === wanted);
  if (!found || !PROVINCES.includes(found.province as Province)) return null;
  return { city: found.name, province: found.province as Province };
}

/** The words a slug is searched by: its dashes as spaces. */
export const slugSearch = (slug: string) => slug.replace(/[-_]+/g, ' ').trim();

/*
 * A visitor's typed lead, kept in this tab's storage while they log in or sign up (as the request
 * for viewing's draft), one per user type, until it is sent.
 */
const draftKey = (userType: RentalEnquiryUserType) => `rentalEnquiryDraft:${userType}`;

export function keepLeadDraft(userType: RentalEnquiryUserType, values: LeadFormValues): void {
  try {
    sessionStorage.setItem(draftKey(userType), JSON.stringify(values));
  } catch {
    // Storage refused (private browsing): the visitor types it again after logging in.
  }
}

export function readLeadDraft(userType: RentalEnquiryUserType): LeadFormValues | null {
  try {
    const raw = sessionStorage.getItem(draftKey(userType));
    return raw ? parseLeadDraft(raw) : null;
  } catch {
    return null;
  }
}

export function forgetLeadDraft(userType: RentalEnquiryUserType): void {
  try {
    sessionStorage.removeItem(draftKey(userType));
  } catch {
    // Storage unavailable: there is nothing kept to forget.
  }
}

/** A stored draft as form values, or null when it is not one (an older shape, a tampered entry). */
export function parseLeadDraft(raw: string): LeadFormValues | null {
  try {
    const value = JSON.parse(raw) as Partial<LeadFormValues> | null;
    if (!value || typeof value !== 'object') return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      city: {
        city: text(value.city?.city),
        province: text(value.city?.province) || EMPTY_LEAD_FORM.city.province,
      },
      phone: text(value.phone),
      unitCount: text(value.unitCount),
      budget: text(value.budget),
      moveIn: text(value.moveIn),
      message: text(value.message),
    };
  } catch {
    return null;
  }
}
