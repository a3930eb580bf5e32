import {
  parseStoredRentalApplicationDraft,
  type RentalApplicationDraft,
} from '@rentals/domain/rental-applications/draft';
import type { MyRentalPassportQuery } from '../../../gql/graphql';

/*
 * The renter passport as the wizard uses it. The API sends the SIN whole to its applicant; the
 * wizard needs only to say whether one is stored, so the number is dropped as soon as it is read.
 */

export interface RentalPassport {
  /** The application re-used (reuseRentalApplication's sourceId). */
  id: string;
  submittedAt: string;
  applicantName: string;
  /** The home it was sent for. */
  listingTitle: string;
  grossIncome: number | null;
  hasSin: boolean;
  /** Every answer as the wizard's draft, files by reference, SIN empty. */
  details: RentalApplicationDraft;
  documents: { key: string; count: number }[];
}

type PassportRow = NonNullable<MyRentalPassportQuery['myRentalPassport']>;

/**
 * The passport from the API's answer, or null when there is none or its answers are gone (null
 * details). The details go through the draft's parser, as a stored draft does, so answers written
 * by an older form never break the wizard.
 */
export function rentalPassportOf(row: PassportRow | null | undefined, today: Date): RentalPassport | null {
  if (!row || row.details == null) return null;
  const details = parseStoredRentalApplicationDraft(row.details, today);
  return {
    id: row.id,
    submittedAt: row.submittedAt,
    applicantName: row.applicantName,
    listingTitle: row.listingTitle,
    grossIncome: row.grossIncome ?? null,
    hasSin: row.hasSin,
    details: { ...details, documents: { ...details.documents, sin: '' } },
    documents: row.documents.filter((d) => d.count > 0).map(({ key, count }) => ({ key, count })),
  };
}

/** How many files the passport shares, all documents together. */
export function passportFileCount(passport: Pick<RentalPassport, 'documents'>): number {
  return passport.documents.reduce((total, d) => total + d.count, 0);
}
