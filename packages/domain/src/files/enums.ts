/** What an uploaded file is for; decides who may upload it, its limits and whether it is private. */
export const FILE_PATH_TYPES = [
  'AVATAR',
  'LISTING_PICTURE',
  'FLOOR_PLAN',
  'HELP_CENTER_THUMBNAIL',
  'BLOG_THUMBNAIL',
  /** A picture of curated articles, testimonials, rental laws, blog authors and staff forms. */
  'CONTENT_IMAGE',
  'MESSAGE_ATTACHMENT',
  'GOVT_PROOF',
  'OWNERSHIP_PROOF',
  'IDENTITY_DOCUMENT',
  'RENTAL_APP',
  /** A sealed lease PDF (issue 19): made by the product, never uploaded. */
  'LEASE_DOCUMENT',
  /** A signer's drawn signature (issue 19): made by the product from the signing page's drawing. */
  'LEASE_SIGNATURE',
  /**
   * A listing owner's drawn signature (list-with-us 'Final Step', spec/03 §3.4): a private PNG of
   * its own, so staff never mistake it for a government proof.
   */
  'LISTING_SIGNATURE',
  /** A user's data export (issue 25): a zip made by the product for them alone, deleted when its link expires. */
  'DATA_EXPORT',
  /**
   * A poster's verification document (issue 25): private, encrypted, every read recorded, and
   * deleted a set time after staff decide.
   */
  'VERIFICATION_DOCUMENT',
] as const;
export type FilePathType = (typeof FILE_PATH_TYPES)[number];

/** The kinds uploaded one at a time as content thumbnails (uploadImage). */
export const THUMBNAIL_PATH_TYPES = [
  'HELP_CENTER_THUMBNAIL',
  'BLOG_THUMBNAIL',
  'CONTENT_IMAGE',
] as const satisfies readonly FilePathType[];
export type ThumbnailPathType = (typeof THUMBNAIL_PATH_TYPES)[number];

/**
 * Content types the product stores, as detected from the bytes (never from the name). A kind accepts
 * only the ones its limits list (limits.ts): the spreadsheets are for rental application documents.
 */
export const FILE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  /** Data exports only: made by the product, never accepted from an upload. */
  'application/zip',
] as const;
export type FileMimeType = (typeof FILE_MIME_TYPES)[number];

/**
 * Which document of a rental application a file is (spec/02 §7 MultipleFileUpload, spelled as
 * the spec's file keys). Optional on an upload; the application's rules count files per key.
 */
export const RENTAL_APP_DOCUMENT_KEYS = [
  'leaseAgreementFile',
  'bankStatementFiles',
  'taxReturnsFiles',
  'invoicesFiles',
  'petFiles',
  'proofOfIncomeFile',
  'govIdsFile',
  'supplementaryDocFile',
  'creditScoreFile',
] as const;
export type RentalAppDocumentKey = (typeof RENTAL_APP_DOCUMENT_KEYS)[number];
