import type { RentalDocumentKey } from './enums';

/** Rental application limits (spec/02 §9), read by the API checks and by the web for its hints and pickers. */

/** An applicant must be at least this old: the date of birth defaults to, and must be on or before, 12 years ago. */
export const MIN_APPLICANT_AGE_YEARS = 12;
/** Lease term in months (spec/02 §5 'Use numbers between 0.1 and 100.'). */
export const LEASE_TERM_MIN_MONTHS = 0.1;
export const LEASE_TERM_MAX_MONTHS = 100;
/** Pet weight in pounds, with at most this many decimals. */
export const PET_WEIGHT_DECIMALS = 2;
/** A SIN has 9 digits; fewer are accepted while it is optional (PIPEDA), the Luhn check runs once all 9 are there. */
export const SIN_LENGTH = 9;
/** A self-employed applicant ticks at least this many kinds of documents ('Choose 2 or more options'). */
export const SELF_EMPLOYED_DOCS_MIN = 2;
/** At most two vehicles and five named co-occupants ('5' means five or more). */
export const VEHICLES_MAX = 2;
export const CO_OCCUPANT_NAMES_MAX = 5;
/** Phone numbers are Canadian, written with the country code: 11 digits starting with 1. */
export const PHONE_DIGITS = 11;

/**
 * Free-text lengths, so one application stays a bounded row: names and short answers, addresses,
 * and the long answers (reason for leaving, pet description, intro).
 */
export const SHORT_TEXT_MAX_LENGTH = 120;
export const ADDRESS_MAX_LENGTH = 300;
export const LONG_TEXT_MAX_LENGTH = 2000;
/** A URL (website, LinkedIn). */
export const URL_MAX_LENGTH = 500;
/** Money amounts in whole dollars (offer, income, payments): a bound well above any real one. */
export const AMOUNT_MAX = 100_000_000;
/**
 * A saved signature is a PNG data URL of the signature pad's canvas; a pad of a few hundred pixels
 * makes tens of kilobytes, so 1 MB of text refuses only what is not a signature.
 */
export const SIGNATURE_MAX_LENGTH = 1_000_000;

const MB = 1024 * 1024;

/**
 * The largest file accepted for any document key (spec/02 §9: not shown). 10 MB takes a phone
 * photo of an ID or a multi-page scanned PDF, as the product's other private documents
 * (files/limits.ts DOCUMENT_MAX_BYTES).
 */
export const RENTAL_DOCUMENT_MAX_BYTES = 10 * MB;

/** Content types by extension, as the spec names the accepted types. */
export const RENTAL_DOCUMENT_MIME_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
} as const;
export type RentalDocumentExtension = keyof typeof RENTAL_DOCUMENT_MIME_TYPES;
export type RentalDocumentMimeType = (typeof RENTAL_DOCUMENT_MIME_TYPES)[RentalDocumentExtension];

export interface RentalDocumentLimits {
  /** Most files under the key. */
  maxFiles: number;
  /** Extensions the picker offers, as the spec lists them. */
  extensions: readonly RentalDocumentExtension[];
  /** Content types accepted, checked against the file's detected type. */
  mimeTypes: readonly RentalDocumentMimeType[];
}

const SCANS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
/** Income documents may also be spreadsheets (statements and figures exported from a bank or an accounting tool). */
const INCOME_DOCUMENTS = [...SCANS, 'xlsx', 'csv', 'xls'] as const;
const IMAGES = ['jpg', 'jpeg', 'png', 'webp'] as const;

function limits(maxFiles: number, extensions: readonly RentalDocumentExtension[]): RentalDocumentLimits {
  const mimeTypes = [...new Set(extensions.map((ext) => RENTAL_DOCUMENT_MIME_TYPES[ext]))];
  return { maxFiles, extensions, mimeTypes };
}

/**
 * Per document key (spec/02 §9). The spec gives the spreadsheet types to income documents only:
 * bank statements, tax returns, invoices and proof of income. Credit score, government ID,
 * lease agreement and supplementary documents are scans or photos (jpg, jpeg, png, pdf); pet
 * pictures are images only.
 */
export const RENTAL_DOCUMENT_LIMITS: Readonly<Record<RentalDocumentKey, RentalDocumentLimits>> = {
  leaseAgreementFile: limits(10, SCANS),
  bankStatementFiles: limits(5, INCOME_DOCUMENTS),
  taxReturnsFiles: limits(5, INCOME_DOCUMENTS),
  invoicesFiles: limits(5, INCOME_DOCUMENTS),
  proofOfIncomeFile: limits(5, INCOME_DOCUMENTS),
  creditScoreFile: limits(5, SCANS),
  govIdsFile: limits(5, SCANS),
  petFiles: limits(10, IMAGES),
  supplementaryDocFile: limits(10, SCANS),
};

/** An application not decided this many days after it was submitted expires: the home has likely been let. */
export const APPLICATION_EXPIRY_DAYS = 30;
/** A renter passport shared with a landlord stays readable this many days, long enough for a decision. */
export const SHARE_EXPIRY_DAYS = 60;

/** Where the browser keeps the draft (spec/02 §4). */
export const DRAFT_STORAGE_KEY = 'rental-application-draft';
/** The pathType of the MultipleFileUpload call (spec/02 §7). */
export const UPLOAD_PATH_TYPE = 'rentalApp';
/** At this width and above the tabs are vertical; below it they are horizontal and scrollable. */
export const WIDE_TABS_MIN_WIDTH_PX = 700;
