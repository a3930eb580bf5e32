import {
  FILE_PATH_TYPES,
  RENTAL_APP_DOCUMENT_KEYS,
  THUMBNAIL_PATH_TYPES,
  type FilePathType,
} from '@rentals/domain/files/enums';
import {
  MAX_ARCHIVE_INFLATED_BYTES,
  MAX_FILES_PER_REQUEST,
  MAX_IMAGE_PIXELS,
} from '@rentals/domain/files/limits';
import type { FileObjectRow } from '../../db/schema/files';
import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { deleteFile, fileUrl, uploadFiles, uploadThumbnail } from './file.service';
// Registers what a user's data export holds of this domain (modules/privacy).
import './file-data-export';

/** Who may upload each kind of content picture (file.policy.ts canUploadFile says the same). */
const THUMBNAIL_SCOPES = {
  // An editor replaces a thumbnail as an author adds one: either may upload it.
  HELP_CENTER_THUMBNAIL: { $any: { staff: 'helpCenter:add', $any: { staff: 'helpCenter:edit' } } },
  BLOG_THUMBNAIL: { staff: 'blogs:add' },
  CONTENT_IMAGE: { $any: { staff: 'articles:add', $any: { staff: 'blogs:add' } } },
} as const;

const PATH_TYPE_DESCRIPTIONS: Record<FilePathType, string> = {
  AVATAR: 'Profile picture (public).',
  LISTING_PICTURE: 'Picture of a building or unit (public; landlords and staff).',
  FLOOR_PLAN: 'Floor plan of a unit, picture or PDF (public; landlords and staff).',
  HELP_CENTER_THUMBNAIL:
    'Help-center article thumbnail, at least 300 px (staff with help-center add or edit).',
  BLOG_THUMBNAIL: 'Blog thumbnail or picture inside a post, at least 300 px (staff with blogs add).',
  CONTENT_IMAGE:
    'Picture of a curated article, testimonial, rental law, blog author or staff form (public; staff with articles or blogs add).',
  MESSAGE_ATTACHMENT: 'Attachment of a message (private: its uploader and admins).',
  GOVT_PROOF:
    "Government proof for a listing (private: its uploader, the listing's owner, admins and staff with listings view; landlords and staff upload).",
  OWNERSHIP_PROOF:
    "Proof of ownership for a listing (private: its uploader, the listing's owner, admins and staff with listings view; landlords and staff upload).",
  LISTING_SIGNATURE:
    "A listing owner's drawn signature, one PNG up to 1 MB (private: its uploader, the listing's owner, admins and staff with listings view; landlords and staff upload).",
  IDENTITY_DOCUMENT: 'Identity document (private: its uploader, admins and staff with users view).',
  RENTAL_APP:
    "Rental application document, the spec's 'rentalApp' (private, stored encrypted, every download recorded: its applicant, admins, and whom the application holding it lets read it, i.e. the listing's landlord while it is shared with them). JPEG, PNG, PDF, CSV, XLSX or XLS, up to 10 MB each, 60 per request; PDFs and spreadsheets are kept as sent.",
  LEASE_DOCUMENT:
    "A sealed lease PDF (private, stored encrypted, every download recorded: the lease's parties, admins and staff with leases view). Made by the signing ceremony; uploads are refused.",
  LEASE_SIGNATURE:
    "A signer's drawn signature (private, stored encrypted: the lease's parties, admins and staff with leases view). Made by the signing ceremony; uploads are refused.",
  DATA_EXPORT:
    "A user's data export zip (private, stored encrypted: the user and admins). Made by the privacy module; uploads are refused; deleted when its link expires.",
  VERIFICATION_DOCUMENT:
    'A verification document (issue 25: ID, proof of ownership, management, brokerage, lease or consent). JPEG, PNG, WebP or PDF up to 10 MB, 5 per request (private, stored encrypted, every download recorded: its uploader, admins and staff with users view; deleted a set number of days after the decision). Anyone signed in uploads.',
};

const pathTypeValues = <T extends FilePathType>(types: readonly T[]) =>
  Object.fromEntries(types.map((type) => [type, { description: PATH_TYPE_DESCRIPTIONS[type] }])) as Record<
    T,
    { description: string }
  >;

export const FilePathTypeEnum = builder.enumType('FilePathType', {
  description:
    'What a file is for: decides who may upload it, its type and size limits, and whether it is private.',
  values: {
    ...pathTypeValues(FILE_PATH_TYPES),
    // The spec's own spelling (spec/02 §9), so clients written against it send it unchanged. It
    // stays its own value so that a file's pathType is answered as RENTAL_APP (see specPathType).
    rentalApp: {
      value: 'rentalApp' as const,
      description: "The spec's name of RENTAL_APP, accepted as input; files are answered as RENTAL_APP.",
    },
  },
});

/** The kind an upload names: the spec's 'rentalApp' is RENTAL_APP. */
const specPathType = (value: FilePathType | 'rentalApp'): FilePathType =>
  value === 'rentalApp' ? 'RENTAL_APP' : value;

const RentalAppDocumentKeyEnum = builder.enumType('RentalAppDocumentKey', {
  description:
    "Which rental application document a RENTAL_APP file is, spelled as the spec's file keys (spec/02 §7).",
  values: Object.fromEntries(
    RENTAL_APP_DOCUMENT_KEYS.map((key) => [key, { description: `The application's ${key}.` }]),
  ) as Record<(typeof RENTAL_APP_DOCUMENT_KEYS)[number], { description: string }>,
});

const ThumbnailPathTypeEnum = builder.enumType('ThumbnailPathType', {
  description: 'The FilePathType values of content thumbnails, uploaded one at a time with uploadImage.',
  values: pathTypeValues(THUMBNAIL_PATH_TYPES),
});

export const FileObjectRef = builder.objectRef<FileObjectRow>('FileObject').implement({
  description:
    "An uploaded file. A private file is served to its uploader, admins, the owner of the record holding it, and staff who may view that record's module.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    filename: t.exposeString('filename', {
      description: 'Display name, with the extension of the stored type.',
    }),
    url: t.string({ description: 'Address it is served at: /files/<id>.', resolve: (f) => fileUrl(f.id) }),
    mimeType: t.exposeString('mimeType', { description: 'Content type, detected from the bytes.' }),
    size: t.exposeInt('size', { description: 'Stored size in bytes (after re-encoding for pictures).' }),
    pathType: t.field({
      type: FilePathTypeEnum,
      description: 'What the file is for.',
      resolve: (f) => f.pathType as FilePathType,
    }),
    width: t.exposeInt('width', { nullable: true, description: 'Width in px of a picture; null for a PDF.' }),
    height: t.exposeInt('height', {
      nullable: true,
      description: 'Height in px of a picture; null for a PDF.',
    }),
    isPrivate: t.exposeBoolean('isPrivate', {
      description: 'Served only to those its record lets read it (see FileObject).',
    }),
    documentKey: t.field({
      type: RentalAppDocumentKeyEnum,
      nullable: true,
      description:
        'Which rental application document a RENTAL_APP file is, when its upload said; null otherwise.',
      resolve: (f) => f.documentKey as (typeof RENTAL_APP_DOCUMENT_KEYS)[number] | null,
    }),
    createdAt: t.field({ type: 'DateTime', description: 'Uploaded.', resolve: (f) => f.createdAt }),
  }),
});

const UploadedImageRef = builder.objectRef<FileObjectRow>('UploadedImage').implement({
  description: 'A content thumbnail just uploaded.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'File identifier.' }),
    thumbnailUrl: t.string({
      description: 'Address of the picture: /files/<id>.',
      resolve: (f) => fileUrl(f.id),
    }),
    width: t.int({ description: 'Width in px.', resolve: (f) => f.width ?? 0 }),
    height: t.int({ description: 'Height in px.', resolve: (f) => f.height ?? 0 }),
  }),
});

builder.mutationFields((t) => ({
  multipleFileUpload: t.field({
    type: [FileObjectRef],
    description: `Uploads files of one kind (GraphQL multipart request). Types are checked from the bytes; pictures are re-encoded without metadata, and refused over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (IMAGE_TOO_LARGE); a spreadsheet (.xlsx) unpacking to over ${MAX_ARCHIVE_INFLATED_BYTES / 1024 / 1024} MB is refused (FILE_ARCHIVE_TOO_LARGE). At most ${MAX_FILES_PER_REQUEST} files per request (TOO_MANY_FILES), within a storage quota per user (UPLOAD_QUOTA_EXCEEDED). One bad file stores none.`,
    authScopes: { loggedIn: true },
    args: {
      files: t.arg({
        type: ['Upload'],
        required: true,
        description: "The files, within the kind's count limit.",
      }),
      pathType: t.arg({ type: FilePathTypeEnum, required: true, description: 'What the files are for.' }),
      documentKeys: t.arg({
        type: [RentalAppDocumentKeyEnum],
        required: false,
        description:
          'RENTAL_APP only, optional: which application document each file is, one per file in the order of files.',
      }),
    },
    resolve: (_root, args, ctx) =>
      uploadFiles(ctx, requireViewer(ctx.viewer), {
        files: args.files,
        pathType: specPathType(args.pathType),
        documentKeys: args.documentKeys,
      }),
  }),
  uploadImage: t.field({
    type: UploadedImageRef,
    description:
      'Uploads a content picture, a JPEG, PNG or WebP: a help-center or blog thumbnail (at least 300 px wide and high), or a CONTENT_IMAGE.',
    authScopes: (_root, args) => THUMBNAIL_SCOPES[args.pathType ?? 'HELP_CENTER_THUMBNAIL'],
    args: {
      file: t.arg({ type: 'Upload', required: true, description: 'The picture.' }),
      pathType: t.arg({
        type: ThumbnailPathTypeEnum,
        defaultValue: 'HELP_CENTER_THUMBNAIL',
        description: 'Which content the thumbnail is for; help center when omitted.',
      }),
    },
    resolve: (_root, args, ctx) =>
      uploadThumbnail(ctx, requireViewer(ctx.viewer), {
        file: args.file,
        pathType: args.pathType ?? 'HELP_CENTER_THUMBNAIL',
      }),
  }),
  deleteFile: t.boolean({
    description: 'Deletes a file and its stored bytes: its uploader or staff.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true, description: 'File id.' }) },
    resolve: (_root, args, ctx) => deleteFile(ctx, requireViewer(ctx.viewer), String(args.id)),
  }),
}));
