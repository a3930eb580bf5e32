import { z } from 'zod';
import {
  EMPLOYMENT_STATUSES,
  FINANCIAL_OBLIGATIONS,
  PET_TYPES,
  PROPERTY_SEEN,
  REACHING_TIMES,
  REFERENCE_RELATIONSHIPS,
  SELF_EMPLOYED_DOCS,
} from './enums';
import { rentalApplicationDraftSchema, type RentalApplicationDraft } from './draft-schema';
import { MIN_APPLICANT_AGE_YEARS } from './limits';

/*
 * A new application with its defaults, and a stored one read back safely. The shape itself, with
 * the meaning of each field, is in draft-schema.ts.
 */
export {
  rentalApplicationDraftSchema,
  rentalApplicationFileSchema,
  type RentalApplicationDraft,
  type RentalApplicationFile,
  type RentalApplicationGroup,
} from './draft-schema';

type Flags<T extends readonly string[]> = Record<T[number], boolean>;
const noFlags = <const T extends readonly string[]>(values: T, ...ticked: T[number][]): Flags<T> =>
  Object.fromEntries(values.map((v) => [v, ticked.includes(v)])) as Flags<T>;

/** A Date's calendar day where it is read (the renter's browser), as 'YYYY-MM-DD'. */
export function localIsoDate(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The same calendar day `years` earlier; 29 February falls back to the 28th in other years. */
export function isoDateYearsBefore(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * A new application with the defaults of spec/02 §3: applicant type not chosen, property seen at a
 * viewing, application and move-in dates today, date of birth 12 years ago, country Canada, every
 * reaching time on weekday mornings, no co-occupants. `today` is read in the local time zone.
 */
export function emptyRentalApplicationDraft(today: Date): RentalApplicationDraft {
  const day = localIsoDate(today);
  // A fresh object per group: the form edits each group's reaching times on their own.
  const reachingTime = () => noFlags(REACHING_TIMES, 'weekdayMorning');
  return {
    offer: {
      applicationDate: day,
      commencementDate: day,
      applyingAs: '',
      rentalPropertyAddress: '',
      unitId: '',
      listingId: '',
      propertySeen: noFlags(PROPERTY_SEEN, 'viewing'),
      otherPropertySeen: '',
      guaranteeFullName: '',
      yourOffer: null,
      leaseTerm: null,
    },
    applicant: {
      fName: '',
      lName: '',
      dob: isoDateYearsBefore(day, MIN_APPLICANT_AGE_YEARS),
      phone: '',
      userEmail: '',
      confirmEmail: '',
      address: { street: '', city: '', province: '', postal: '', country: 'Canada' },
      livingDate: '',
      renting: false,
      landlordName: '',
      landlordPhone: '',
      landlordEmail: '',
      landlordConfirmEmail: '',
      reachingTime: reachingTime(),
      reasonLeaving: '',
      previousAddress: '',
      previousLivingDate: '',
      previousRenting: false,
      previousLandlordName: '',
      previousLandlordPhone: '',
      previousLandlordEmail: '',
      previousLandlordConfirmEmail: '',
      smoker: false,
      leaseAgreementFile: [],
    },
    income: {
      grossIncome: null,
      selfEmployed: false,
      website: '',
      revenueSalesFigures: null,
      expenseFigures: null,
      selfEmployedDocs: noFlags(SELF_EMPLOYED_DOCS),
      bankStatementFiles: [],
      taxReturnsFiles: [],
      invoicesFiles: [],
      accountantEmail: '',
      accountantPhone: '',
      occupation: '',
      currentEmployer: '',
      currentEmployerAddress: '',
      currentEmployerPhone: '',
      employmentTerm: '',
      employmentStatus: noFlags(EMPLOYMENT_STATUSES),
      currentEmploymentEndDate: '',
      employmentReference: '',
      referenceStatus: '',
      employmentReferencePhone: '',
      employmentReferenceEmail: '',
      employmentReferenceConfirmEmail: '',
      reachingTime: reachingTime(),
      firstEmployer: false,
      previousEmployer: '',
      previousPositionTitle: '',
      previousEmployerAddress: '',
      linkedIn: '',
    },
    obligations: {
      financialObligation: noFlags(FINANCIAL_OBLIGATIONS),
      monthlyPayment: null,
      entities: '',
      referenceName: '',
      referencePhone: '',
      referenceEmail: '',
      referenceRelationship: noFlags(REFERENCE_RELATIONSHIPS),
      reachingTime: reachingTime(),
      pets: false,
      petType: noFlags(PET_TYPES),
      otherPetType: '',
      breed: '',
      weight: null,
      petDescription: '',
      petFiles: [],
    },
    vehiclesAndOccupants: {
      vehicle: false,
      makeOne: '',
      modelOne: '',
      anotherVehicle: false,
      makeTwo: '',
      modelTwo: '',
      coOccupants: '0',
      occupant_1_name: '',
      occupant_2_name: '',
      occupant_3_name: '',
      occupant_4_name: '',
      occupant_5_name: '',
    },
    documents: {
      creditScoreFile: [],
      proofOfIncomeFile: [],
      govIdsFile: [],
      supplementaryDocFile: [],
      sin: '',
      intro: '',
    },
    signature: { signature: null, error: false },
  };
}

/** Every field of `schema` from `stored` when it is valid there, else from `fallback`. */
function keepValidFields(schema: z.ZodType, fallback: unknown, stored: unknown): unknown {
  if (!(schema instanceof z.ZodObject)) {
    const parsed = schema.safeParse(stored);
    return parsed.success ? parsed.data : fallback;
  }
  const from = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
      key,
      keepValidFields(field, from(fallback)[key], from(stored)[key]),
    ]),
  );
}

/**
 * A draft read back from local storage or from the account: each field kept when it is still
 * valid, the default otherwise, unknown fields dropped. A draft written by an older version of the
 * form, or tampered with, never breaks the form; it loses only the fields that no longer fit.
 */
export function parseStoredRentalApplicationDraft(stored: unknown, today: Date): RentalApplicationDraft {
  return keepValidFields(
    rentalApplicationDraftSchema,
    emptyRentalApplicationDraft(today),
    stored,
  ) as RentalApplicationDraft;
}
