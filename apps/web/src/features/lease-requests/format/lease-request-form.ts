import { leaseRequestSchema } from '@rentals/domain/lease-requests/schemas';
import { LEASE_TENANTS_MAX } from '@rentals/domain/leases/terms';
import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import { z } from 'zod';
import { parseNumberText } from '../../../lib/forms/number-text';

/** What the form's inputs hold: text inputs give strings; the term is a choice plus months. */
export interface LeaseRequestFormValues {
  listingId: string;
  province: string;
  propertyAddress: string;
  landlordName: string;
  tenants: { name: string; email: string }[];
  monthlyRent: string;
  startDate: string;
  termType: 'FIXED' | 'MONTHLY';
  termMonths: string;
  specialTerms: string;
  contactEmail: string;
  contactPhone: string;
}

/** The form's fields by the paths the API names in its field issues. */
export const LEASE_REQUEST_FIELDS = [
  'listingId',
  'province',
  'propertyAddress',
  'landlordName',
  'tenants',
  ...Array.from(
    { length: LEASE_TENANTS_MAX },
    (_, i) => [`tenants.${i}.name`, `tenants.${i}.email`] as const,
  ).flat(),
  'monthlyRent',
  'startDate',
  'termMonths',
  'specialTerms',
  'contactEmail',
  'contactPhone',
] as const;

export const emptyTenant = () => ({ name: '', email: '' });

/** A new form: the signed-in user's name and e-mail filled in, Ontario and a one-year term preselected. */
export function emptyLeaseRequestForm(user: {
  firstName?: string | null;
  lastName?: string | null;
  legalName?: string | null;
  email: string;
}): LeaseRequestFormValues {
  const name = user.legalName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return {
    listingId: '',
    province: 'ON',
    propertyAddress: '',
    landlordName: name,
    tenants: [emptyTenant()],
    monthlyRent: '',
    startDate: '',
    termType: 'FIXED',
    termMonths: '12',
    specialTerms: '',
    contactEmail: user.email,
    contactPhone: '',
  };
}

/** The shared leaseRequestSchema fed from the form's strings: rent and months are the numbers typed. */
export const leaseRequestFormSchema = z.preprocess((input) => {
  const { termType, ...values } = input as LeaseRequestFormValues;
  return {
    ...values,
    monthlyRent: parseNumberText(values.monthlyRent, 'decimal'),
    termMonths: termType === 'MONTHLY' ? null : parseNumberText(values.termMonths, 'integer'),
  };
}, leaseRequestSchema);

export interface ListingChoice {
  id: string;
  title: string;
  location?: { address: string; city?: { province: string } | null } | null;
  units: { monthlyPrice?: number | null }[];
}

/**
 * What picking a listing fills in: its address and province, and its rent when it has one unit
 * with a price (a building of several units leaves the rent to the landlord).
 */
export function prefillFromListing(listing: ListingChoice): Partial<LeaseRequestFormValues> {
  const change: Partial<LeaseRequestFormValues> = {};
  if (listing.location?.address) change.propertyAddress = listing.location.address;
  const province = listing.location?.city?.province;
  if (province && PROVINCES.includes(province as Province)) change.province = province;
  const prices = listing.units.map((u) => u.monthlyPrice).filter((p): p is number => p != null && p > 0);
  if (listing.units.length === 1 && prices.length === 1) change.monthlyRent = String(prices[0]);
  return change;
}
