import { depositChecks } from '@rentals/domain/leases/deposit-checks';
import { provinceLeaseRules } from '@rentals/domain/leases/provinces';
import type {
  LAUNDRY_OPTIONS,
  LEASE_TERM_TYPES,
  RENT_PERIODS,
  SERVICES,
  UTILITIES,
} from '@rentals/domain/leases/terms';
import { type LeaseTerms } from '@rentals/domain/leases/terms';
import { checkedLeaseTermsSchema } from '@rentals/domain/leases/validation';
import type { Locale, Province } from '@rentals/domain/users/enums';
import { z } from 'zod';
import { parseNumberText } from '../../../lib/forms/number-text';

/*
 * The lease form's values: what its inputs hold (text for numbers, '' for blanks), shaped as the
 * terms are so that an issue's path ('tenants.0.email', 'unitAddress.postalCode') names its input
 * both when the form checks and when createLease answers. toTermsInput turns them into the terms
 * the shared checkedLeaseTermsSchema reads; the preview reads the same conversion.
 */

export interface PartyValues {
  name: string;
  email: string;
}

export type Service = (typeof SERVICES)[number];
export type Utility = (typeof UTILITIES)[number];
export type UtilityPayer = 'LANDLORD' | 'TENANT';

export interface LeaseFormValues {
  language: Locale;
  landlordLegalName: string;
  tenants: PartyValues[];
  hasGuarantor: boolean;
  guarantor: PartyValues;
  unitAddress: { street: string; unit: string; city: string; province: Province | ''; postalCode: string };
  parkingSpaces: string;
  parkingDescription: string;
  isCondo: boolean;
  landlordNoticeAddress: string;
  landlordEmail: string;
  landlordPhone: string;
  emailNoticesAllowed: boolean;
  startDate: string;
  termType: (typeof LEASE_TERM_TYPES)[number];
  endDate: string;
  otherTermDescription: string;
  rentPeriod: (typeof RENT_PERIODS)[number];
  rentDueDay: string;
  baseRent: string;
  parkingRent: string;
  otherCharges: { description: string; amount: string }[];
  rentPayableTo: string;
  paymentMethod: string;
  nsfCharge: string;
  services: Record<Service, boolean>;
  laundry: (typeof LAUNDRY_OPTIONS)[number];
  utilities: Record<Utility, UtilityPayer>;
  utilitiesDetails: string;
  rentDiscount: string;
  rentDeposit: string;
  keyDeposit: string;
  keyDepositDescription: string;
  securityDeposit: string;
  petDeposit: string;
  smokingRules: string;
  insuranceRequired: boolean;
  additionalTerms: string;
  /** Not terms: how the lease is sent. */
  landlordSignsFirst: boolean;
  subject: string;
  message: string;
}

export const EMPTY_PARTY: PartyValues = { name: '', email: '' };

export function emptyLeaseForm(language: Locale): LeaseFormValues {
  return {
    language,
    landlordLegalName: '',
    tenants: [{ ...EMPTY_PARTY }],
    hasGuarantor: false,
    guarantor: { ...EMPTY_PARTY },
    unitAddress: { street: '', unit: '', city: '', province: '', postalCode: '' },
    parkingSpaces: '0',
    parkingDescription: '',
    isCondo: false,
    landlordNoticeAddress: '',
    landlordEmail: '',
    landlordPhone: '',
    emailNoticesAllowed: true,
    startDate: '',
    termType: 'FIXED',
    endDate: '',
    otherTermDescription: '',
    rentPeriod: 'MONTH',
    rentDueDay: '1',
    baseRent: '',
    parkingRent: '',
    otherCharges: [],
    rentPayableTo: '',
    paymentMethod: '',
    nsfCharge: '',
    services: { gas: false, airConditioning: false, additionalStorage: false, guestParking: false },
    laundry: 'NONE',
    utilities: { electricity: 'TENANT', heat: 'LANDLORD', water: 'LANDLORD' },
    utilitiesDetails: '',
    rentDiscount: '',
    rentDeposit: '',
    keyDeposit: '',
    keyDepositDescription: '',
    securityDeposit: '',
    petDeposit: '',
    smokingRules: '',
    insuranceRequired: false,
    additionalTerms: '',
    landlordSignsFirst: false,
    subject: '',
    message: '',
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value);
const amountOrNull = (value: string) => parseNumberText(value, 'decimal') ?? null;

export type DepositField = 'rentDeposit' | 'keyDeposit' | 'securityDeposit' | 'petDeposit';
const DEPOSIT_KINDS = {
  rentDeposit: 'rent',
  keyDeposit: 'key',
  securityDeposit: 'security',
  petDeposit: 'pet',
} as const;

/** Whether the province allows the deposit; any deposit before a province is chosen. */
export function depositAllowed(province: Province | '', field: DepositField): boolean {
  return !province || provinceLeaseRules(province).deposits[DEPOSIT_KINDS[field]].allowed;
}

/**
 * The terms the values stand for, as the schema reads them: a number that is not one stays NaN
 * for the schema to name, a blank optional is null, a deposit the province does not allow (its
 * input hidden) is left out, and the fields of a term type not chosen are dropped.
 */
export function toTermsInput(values: LeaseFormValues) {
  const province = values.unitAddress.province;
  const deposit = (field: DepositField) =>
    depositAllowed(province, field) ? amountOrNull(values[field]) : null;
  return {
    language: values.language,
    landlordLegalName: values.landlordLegalName,
    tenants: values.tenants.map((t) => ({ name: t.name, email: t.email.trim() })),
    guarantor: values.hasGuarantor
      ? { name: values.guarantor.name, email: values.guarantor.email.trim() }
      : null,
    unitAddress: {
      street: values.unitAddress.street,
      unit: textOrNull(values.unitAddress.unit),
      city: values.unitAddress.city,
      province: province || undefined,
      postalCode: values.unitAddress.postalCode,
    },
    parkingSpaces: parseNumberText(values.parkingSpaces, 'integer') ?? 0,
    parkingDescription: textOrNull(values.parkingDescription),
    isCondo: values.isCondo,
    landlordNoticeAddress: values.landlordNoticeAddress,
    landlordEmail: textOrNull(values.landlordEmail.trim()),
    landlordPhone: textOrNull(values.landlordPhone),
    emailNoticesAllowed: values.emailNoticesAllowed,
    startDate: values.startDate || undefined,
    termType: values.termType,
    endDate: values.termType === 'FIXED' ? values.endDate || null : null,
    otherTermDescription: values.termType === 'OTHER' ? textOrNull(values.otherTermDescription) : null,
    rentPeriod: values.rentPeriod,
    rentDueDay: parseNumberText(values.rentDueDay, 'integer'),
    baseRent: parseNumberText(values.baseRent, 'decimal'),
    parkingRent: amountOrNull(values.parkingRent),
    otherCharges: values.otherCharges.map((c) => ({
      description: c.description,
      amount: parseNumberText(c.amount, 'decimal'),
    })),
    rentPayableTo: values.rentPayableTo,
    paymentMethod: values.paymentMethod,
    nsfCharge: amountOrNull(values.nsfCharge),
    services: values.services,
    laundry: values.laundry,
    utilities: values.utilities,
    utilitiesDetails: textOrNull(values.utilitiesDetails),
    rentDiscount: textOrNull(values.rentDiscount),
    rentDeposit: deposit('rentDeposit'),
    keyDeposit: deposit('keyDeposit'),
    keyDepositDescription: textOrNull(values.keyDepositDescription),
    securityDeposit: deposit('securityDeposit'),
    petDeposit: deposit('petDeposit'),
    smokingRules: textOrNull(values.smokingRules),
    insuranceRequired: values.insuranceRequired,
    additionalTerms: textOrNull(values.additionalTerms),
  };
}

/** The form's schema on `today`: the API's own checks (validation.ts) fed from the inputs. */
export function leaseFormSchema(today: string): z.ZodType<LeaseTerms, unknown> {
  return z.preprocess(
    (input) => toTermsInput(input as LeaseFormValues),
    checkedLeaseTermsSchema(today, [depositChecks]),
  );
}

/** createLease's `data`: the checked terms with where the lease comes from and how it is sent. */
export function createLeaseData(
  terms: LeaseTerms,
  values: Pick<LeaseFormValues, 'landlordSignsFirst' | 'subject' | 'message'>,
  origin: {
    listingId: string;
    unitId?: string | null;
    applicationId?: string | null;
    roomId?: string | null;
  },
  send: boolean,
) {
  return {
    listingId: origin.listingId,
    ...(origin.unitId ? { unitId: origin.unitId } : {}),
    ...(origin.applicationId ? { applicationId: origin.applicationId } : {}),
    ...(origin.roomId ? { roomId: origin.roomId } : {}),
    terms,
    landlordSignsFirst: values.landlordSignsFirst,
    ...(values.subject.trim() ? { subject: values.subject.trim() } : {}),
    ...(values.message.trim() ? { message: values.message.trim() } : {}),
    send,
  };
}

/** The rent of one period from the inputs as typed; null until the base rent is a number. */
export function typedTotalRent(
  values: Pick<LeaseFormValues, 'baseRent' | 'parkingRent' | 'otherCharges'>,
): number | null {
  const cents = (text: string) => {
    const n = parseNumberText(text ?? '', 'decimal');
    return n !== undefined && Number.isFinite(n) ? Math.round(n * 100) : null;
  };
  const base = cents(values.baseRent);
  if (base === null) return null;
  const others = (values.otherCharges ?? []).reduce((sum, c) => sum + (cents(c.amount) ?? 0), 0);
  return (base + (cents(values.parkingRent) ?? 0) + others) / 100;
}
