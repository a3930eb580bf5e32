import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { isoDateSchema } from '../iso-date-schema';
import { LOCALES, PROVINCES } from '../users/enums';
import { emailSchema } from '../users/schemas';
import { LEASE_TERMS_FIELD_LABELS } from './field-labels';

/*
 * What a lease says (issue 19): the parties, the home and the terms, shaped after the seventeen
 * sections of Ontario's Standard Form of Lease, which covers what every province's lease needs. The
 * same schema checks the landlord's form, `createLease` and the document generator; what depends on
 * the province (deposit limits) and on today (the start date) is checked by validation.ts.
 * Amounts are dollars with at most two decimals.
 */

/** Most tenants on one lease. */
export const LEASE_TENANTS_MAX = 6;
/** Longest additional terms, in characters: about four printed pages. */
export const LEASE_ADDITIONAL_TERMS_MAX = 8_000;
/** Longest free text of one field (a smoking rule, a discount). */
export const LEASE_TEXT_MAX = 1_000;
/** Highest rent or deposit accepted, in dollars. */
export const LEASE_AMOUNT_MAX = 100_000;

const requiredText = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) =>
  z
    .string('invalid')
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((v) => v || null);

/** Dollars with at most two decimals, 0 or more. */
const amount = z
  .number('invalid')
  .min(0, 'min')
  .max(LEASE_AMOUNT_MAX, 'max')
  .refine((v) => Math.round(v * 100) === v * 100, 'invalid');
const optionalAmount = amount.nullish().transform((v) => v ?? null);

export const LEASE_TERM_TYPES = ['FIXED', 'MONTHLY', 'WEEKLY', 'OTHER'] as const;
export type LeaseTermType = (typeof LEASE_TERM_TYPES)[number];

export const RENT_PERIODS = ['MONTH', 'WEEK', 'DAY'] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];

/** Who pays a utility (Ontario form §6). */
export const UTILITY_PAYERS = ['LANDLORD', 'TENANT'] as const;
export const UTILITIES = ['electricity', 'heat', 'water'] as const;
/** Services the rent includes or not (Ontario form §6). */
export const SERVICES = ['gas', 'airConditioning', 'additionalStorage', 'guestParking'] as const;
export const LAUNDRY_OPTIONS = ['NONE', 'INCLUDED', 'PAY_PER_USE'] as const;

const person = z.object(
  {
    name: requiredText(200),
    email: emailSchema,
  },
  'required',
);
export type LeaseParty = z.infer<typeof person>;

const address = z.object(
  {
    street: requiredText(200),
    unit: optionalText(40),
    city: requiredText(120),
    province: z.enum(PROVINCES, 'invalidChoice'),
    postalCode: requiredText(10),
  },
  'required',
);

export const leaseTermsSchema = withFieldLabels(
  z.object({
    /** The language the document is written in (each signer still signs in their own). */
    language: z.enum(LOCALES, 'invalidChoice'),
    // §1 Parties
    landlordLegalName: requiredText(200),
    tenants: z.array(person, 'required').min(1, 'required').max(LEASE_TENANTS_MAX, 'max'),
    guarantor: person.nullish().transform((v) => v ?? null),
    // §2 Rental unit
    unitAddress: address,
    parkingSpaces: z.number('invalid').int('invalid').min(0, 'min').max(20, 'max'),
    parkingDescription: optionalText(LEASE_TEXT_MAX),
    isCondo: z.boolean('invalid'),
    // §3 Contact information
    landlordNoticeAddress: requiredText(300),
    landlordEmail: emailSchema.nullish().transform((v) => v || null),
    landlordPhone: optionalText(40),
    emailNoticesAllowed: z.boolean('invalid'),
    // §4 Term
    startDate: isoDateSchema,
    termType: z.enum(LEASE_TERM_TYPES, 'invalidChoice'),
    /** The last day of a fixed term; null otherwise. */
    endDate: isoDateSchema.nullish().transform((v) => v ?? null),
    otherTermDescription: optionalText(LEASE_TEXT_MAX),
    // §5 Rent
    rentPeriod: z.enum(RENT_PERIODS, 'invalidChoice'),
    rentDueDay: z.number('invalid').int('invalid').min(1, 'min').max(31, 'max'),
    baseRent: amount.refine((v) => v > 0, 'positiveAmount'),
    parkingRent: optionalAmount,
    otherCharges: z
      .array(z.object({ description: requiredText(200), amount }))
      .max(10, 'max')
      .default([]),
    rentPayableTo: requiredText(200),
    paymentMethod: requiredText(200),
    nsfCharge: optionalAmount,
    // §6 Services and utilities
    services: z.object(
      Object.fromEntries(SERVICES.map((s) => [s, z.boolean('invalid')])) as {
        [K in (typeof SERVICES)[number]]: z.ZodBoolean;
      },
    ),
    laundry: z.enum(LAUNDRY_OPTIONS, 'invalidChoice'),
    utilities: z.object(
      Object.fromEntries(UTILITIES.map((u) => [u, z.enum(UTILITY_PAYERS, 'invalidChoice')])) as {
        [K in (typeof UTILITIES)[number]]: z.ZodEnum<{ LANDLORD: 'LANDLORD'; TENANT: 'TENANT' }>;
      },
    ),
    utilitiesDetails: optionalText(LEASE_TEXT_MAX),
    // §7 Rent discounts
    rentDiscount: optionalText(LEASE_TEXT_MAX),
    // §8 Rent deposit (Ontario: last month's rent); §9 key deposit
    rentDeposit: optionalAmount,
    keyDeposit: optionalAmount,
    keyDepositDescription: optionalText(LEASE_TEXT_MAX),
    /** A security (damage) deposit, where the province allows one. */
    securityDeposit: optionalAmount,
    /** A pet damage deposit, where the province allows one. */
    petDeposit: optionalAmount,
    // §10 Smoking
    smokingRules: optionalText(LEASE_TEXT_MAX),
    // §11 Tenant's insurance
    insuranceRequired: z.boolean('invalid'),
    // §15 Additional terms
    additionalTerms: optionalText(LEASE_ADDITIONAL_TERMS_MAX),
  }),
  LEASE_TERMS_FIELD_LABELS,
);

export type LeaseTermsInput = z.input<typeof leaseTermsSchema>;
export type LeaseTerms = z.output<typeof leaseTermsSchema>;

/** The rent of one period with everything added: base rent, parking and other charges. */
export function totalRent(terms: Pick<LeaseTerms, 'baseRent' | 'parkingRent' | 'otherCharges'>): number {
  const cents =
    Math.round(terms.baseRent * 100) +
    Math.round((terms.parkingRent ?? 0) * 100) +
    terms.otherCharges.reduce((sum, c) => sum + Math.round(c.amount * 100), 0);
  return cents / 100;
}
