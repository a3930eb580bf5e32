import type { FileMimeType, FilePathType } from './enums';

/** Per-kind upload limits, read by the API checks and by the web for its hints and pickers. */
export interface FileKindLimits {
  /** Content types accepted, detected from the bytes. */
  mimeTypes: readonly FileMimeType[];
  /** Largest file accepted, in bytes, before re-encoding. */
  maxBytes: number;
  /** Most files in one upload request. */
  maxFiles: number;
  /** Served only to the owner and staff. */
  isPrivate: boolean;
  /** Stored encrypted (the API's envelope encryption); only private kinds are. */
  isEncrypted: boolean;
  /** Every download is recorded (who, when), for the owner's and staff's review. */
  recordsDownloads: boolean;
  /** Longest side of a stored image in px; larger images are scaled down. */
  maxSidePx: number;
  /** Smallest width and height of an image in px, or null for no minimum. */
  minSidePx: number | null;
  /** Smaller copies stored beside a picture, served with `/files/<id>?size=<variant>`. */
  variants: readonly ImageVariant[];
}

/**
 * Longest side in px of the smaller copies of a listing picture: `card` for search results and
 * listing cards, `detail` for the gallery's main view (the original stays for full screen).
 */
export const IMAGE_VARIANTS = { card: 640, detail: 1600 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

export function isImageVariant(value: unknown): value is ImageVariant {
  return typeof value === 'string' && Object.hasOwn(IMAGE_VARIANTS, value);
}

const MB = 1024 * 1024;

/** Pictures are stored in the formats every browser shows. */
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
] as const satisfies readonly FileMimeType[];
/** Documents may also be PDFs (scans of IDs, deeds, statements), stored as sent. */
export const DOCUMENT_MIME_TYPES = [
  ...IMAGE_MIME_TYPES,
  'application/pdf',
] as const satisfies readonly FileMimeType[];

/**
 * Rental application documents (spec/02 §9): pictures, PDFs and, for income documents, spreadsheets.
 * WebP is not among the spec's types. Spreadsheets are accepted by no other kind.
 */
export const RENTAL_APP_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
] as const satisfies readonly FileMimeType[];

/**
 * Most pixels (width × height, read from the header before any decoding) of an uploaded picture.
 * 50 Mpx covers what phones save (12 to 24 Mpx by default, 48 Mpx in their full-resolution mode:
 * 8064 × 6048) and most cameras; a decoded RGBA frame of that size is 200 MB, so a bigger one (or a
 * small file that only claims huge dimensions) is refused as IMAGE_TOO_LARGE, to be saved smaller.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * Most files in one upload request, whatever the kind: the largest kind limit (a listing's 60
 * pictures, spec/03, or one rental application's documents, spec/02 §7), enforced by the multipart
 * parser before any body is read. Memory stays bounded because pictures are decoded a few at a time.
 */
export const MAX_FILES_PER_REQUEST = 60;
/**
 * Most bytes one user may have stored through uploads (the sum of their files' sizes), so one
 * account cannot fill the storage. A landlord with a hundred listings of 60 re-encoded pictures
 * (about 1 MB each) stays well under it. Files the product makes (leases, data exports) do not count.
 */
export const USER_UPLOAD_QUOTA_BYTES = 10 * 1024 * MB;

/** Longest side of a stored picture: sharp enough full screen, small enough to load fast. */
export const IMAGE_MAX_SIDE_PX = 2560;
/** Avatars are shown at 200 px at most (AVATAR_SIZES.xLarge); 512 px covers high-density screens. */
export const AVATAR_MAX_SIDE_PX = 512;
/** A thumbnail image must be at least 300 px wide and high (spec/01 §5, spec/03 limits). */
export const THUMBNAIL_MIN_SIDE_PX = 300;

/** An avatar: one picture of up to 5 MB. */
export const AVATAR_MAX_BYTES = 5 * MB;
/** A listing picture: phone photos run to 10 MB and more, so up to 15 MB before re-encoding. */
export const LISTING_PICTURE_MAX_BYTES = 15 * MB;
/** A listing has at most 60 pictures (spec/03 limits), so one request may carry all of them. */
export const LISTING_PICTURES_MAX_FILES = 60;
/** A floor plan, picture or PDF: up to 10 MB. */
export const FLOOR_PLAN_MAX_BYTES = 10 * MB;
/** A help-center or blog thumbnail: up to 5 MB. */
export const THUMBNAIL_MAX_BYTES = 5 * MB;
/** A document (ID, proof of ownership, attachment): up to 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * MB;
/** A drawn signature is a small canvas PNG; 1 MB leaves room for high-density screens. */
export const SIGNATURE_MAX_BYTES = 1 * MB;
/** Identity and ownership documents: up to 5 files at a time (spec/02 limits). */
export const DOCUMENTS_MAX_FILES = 5;
/**
 * A rental application document: up to 10 MB (the spec shows no limit; a scanned statement or a
 * phone photo of an ID fits, a 12-month spreadsheet export too).
 */
export const RENTAL_APP_MAX_BYTES = 10 * MB;
/**
 * All of one application's documents may come in one request (spec/02 §7): 10 lease agreement
 * files, 5 of each of the six income and identity documents, 10 pet pictures, 10 supplementary.
 */
export const RENTAL_APP_MAX_FILES = 60;
/**
 * A data export holds every file a user uploaded (each at most 15 MB) and is encrypted in memory,
 * so it is capped: an account past it is answered by staff by hand.
 */
export const DATA_EXPORT_MAX_BYTES = 500 * MB;
/**
 * What an uploaded zip-based file (an .xlsx) may unpack to, all its parts together: ten times the
 * 10 MB document limit, what the densest real spreadsheet XML compresses by. A file unpacking to
 * more (a zip bomb: a few hundred kilobytes making gigabytes) is refused as FILE_ARCHIVE_TOO_LARGE,
 * the check stopping as soon as it has unpacked this much.
 */
export const MAX_ARCHIVE_INFLATED_BYTES = 100 * MB;
/** Parts of an uploaded zip-based file: a workbook has tens; thousands are a file built to hurt. */
export const MAX_ARCHIVE_ENTRIES = 1000;
/** A message carries at most 2 attachments by default (spec/03 "simple attachment upload"). */
export const MESSAGE_ATTACHMENTS_MAX_FILES = 2;

const picture = {
  isPrivate: false,
  isEncrypted: false,
  recordsDownloads: false,
  maxSidePx: IMAGE_MAX_SIDE_PX,
  minSidePx: null,
  variants: [],
} as const;
const document = {
  mimeTypes: DOCUMENT_MIME_TYPES,
  maxBytes: DOCUMENT_MAX_BYTES,
  isPrivate: true,
  // New uploads are encrypted; files stored before encryption stay readable as they are.
  isEncrypted: true,
  recordsDownloads: false,
  maxSidePx: IMAGE_MAX_SIDE_PX,
  minSidePx: null,
  variants: [],
} as const;
const thumbnail = {
  ...picture,
  mimeTypes: IMAGE_MIME_TYPES,
  maxBytes: THUMBNAIL_MAX_BYTES,
  maxFiles: 1,
  minSidePx: THUMBNAIL_MIN_SIDE_PX,
} as const;

/** The limits of every kind. Documents are private: who reads them is decided by the API's file policy. */
export const FILE_KIND_LIMITS: Readonly<Record<FilePathType, FileKindLimits>> = {
  AVATAR: {
    ...picture,
    mimeTypes: IMAGE_MIME_TYPES,
    maxBytes: AVATAR_MAX_BYTES,
    maxFiles: 1,
    maxSidePx: AVATAR_MAX_SIDE_PX,
  },
  LISTING_PICTURE: {
    ...picture,
    mimeTypes: IMAGE_MIME_TYPES,
    maxBytes: LISTING_PICTURE_MAX_BYTES,
    maxFiles: LISTING_PICTURES_MAX_FILES,
    variants: ['card', 'detail'],
  },
  // spec/03: the single-file upload (floor plan) accepts PDFs and pictures.
  FLOOR_PLAN: { ...picture, mimeTypes: DOCUMENT_MIME_TYPES, maxBytes: FLOOR_PLAN_MAX_BYTES, maxFiles: 1 },
  HELP_CENTER_THUMBNAIL: thumbnail,
  BLOG_THUMBNAIL: thumbnail,
  // Portraits and article pictures may be small; the cards crop them.
  CONTENT_IMAGE: { ...thumbnail, minSidePx: null },
  MESSAGE_ATTACHMENT: { ...document, maxFiles: MESSAGE_ATTACHMENTS_MAX_FILES },
  GOVT_PROOF: { ...document, maxFiles: DOCUMENTS_MAX_FILES },
  OWNERSHIP_PROOF: { ...document, maxFiles: DOCUMENTS_MAX_FILES },
  IDENTITY_DOCUMENT: { ...document, maxFiles: DOCUMENTS_MAX_FILES },
  RENTAL_APP: {
    ...document,
    mimeTypes: RENTAL_APP_MIME_TYPES,
    maxBytes: RENTAL_APP_MAX_BYTES,
    maxFiles: RENTAL_APP_MAX_FILES,
    recordsDownloads: true,
  },
  // Made by the product (leases module), so their limits only bound what it stores.
  LEASE_DOCUMENT: { ...document, mimeTypes: ['application/pdf'], maxFiles: 1, recordsDownloads: true },
  LEASE_SIGNATURE: { ...document, mimeTypes: ['image/png'], maxFiles: 1, recordsDownloads: true },
  // Drawn on a canvas in the list-with-us wizard, so always one PNG; private like the proofs.
  LISTING_SIGNATURE: {
    ...document,
    mimeTypes: ['image/png'],
    maxBytes: SIGNATURE_MAX_BYTES,
    maxFiles: 1,
  },
  // Made by the privacy module from the user's data and files; the bound only caps what it stores.
  // Read by its owner alone, and every read recorded, since it holds all of the user's data.
  DATA_EXPORT: {
    ...document,
    mimeTypes: ['application/zip'],
    maxBytes: DATA_EXPORT_MAX_BYTES,
    maxFiles: 1,
    recordsDownloads: true,
  },
  // Scans and photos of IDs and proofs; staff reads are recorded for the poster's review.
  VERIFICATION_DOCUMENT: { ...document, maxFiles: DOCUMENTS_MAX_FILES, recordsDownloads: true },
};
