import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  FileMimeType,
  FilePathType,
  RentalAppDocumentKey,
  ThumbnailPathType,
} from '@rentals/domain/files/enums';
import {
  FILE_KIND_LIMITS,
  IMAGE_VARIANTS,
  MAX_ARCHIVE_ENTRIES,
  MAX_ARCHIVE_INFLATED_BYTES,
  MAX_IMAGE_PIXELS,
  type FileKindLimits,
} from '@rentals/domain/files/limits';
import { fileTypesLabel, formatFileSize } from '@rentals/domain/files/rules';
import type { Locale } from '@rentals/domain/users/enums';
import type { Db } from '../../db/client';
import { fileObjects, pictureHashes, type FileObjectRow } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { UUID } from '../../db/sql-helpers';
import type { AppDeps, Context, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { deleteFileRows, deleteStoredObjects } from './file-deletion.service';
import { canDeleteFile, canReadFile, canUploadFile, needsFileOwnership } from './file.policy';
import { findFileOwnership } from './file-owners';
import { detectFileType, displayName, sanitizeFilename, storageKey, variantKey } from './file-kinds';
import { ImageError, processImage, resizeImage, type ProcessedImage } from './image';
import { HASHED_PATH_TYPES, hashBands, pictureHash } from './picture-hash';
import { checkQuotaLeft, checkUploadQuota } from './upload-quota';
import { checkZipInflation } from './zip-inflation';

/** A file checked and ready to store: final bytes, type and name. */
interface PreparedFile {
  body: Buffer;
  mimeType: FileMimeType;
  filename: string;
  width: number | null;
  height: number | null;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The address a file is served at (GET /files/<id>). */
export function fileUrl(id: string): string {
  return `/files/${id}`;
}

function tooLarge(limits: FileKindLimits, locale: Locale, filename: string) {
  return new AppError('FILE_TOO_LARGE', {
    limit: formatFileSize(limits.maxBytes, locale),
    filename: displayName(filename),
  });
}

/** Types that are zip archives inside, whose unpacked size is checked before they are stored. */
const ZIP_BASED: readonly FileMimeType[] = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
];

/** FILE_ARCHIVE_TOO_LARGE for a zip bomb, FILE_TYPE_NOT_ALLOWED for a zip that cannot be read. */
async function checkArchive(raw: Buffer, filename: string, locale: Locale, notAllowed: () => AppError) {
  const verdict = await checkZipInflation(raw, {
    maxInflatedBytes: MAX_ARCHIVE_INFLATED_BYTES,
    maxEntries: MAX_ARCHIVE_ENTRIES,
  });
  if (verdict.ok) return;
  if (verdict.reason === 'malformed') throw notAllowed();
  throw new AppError('FILE_ARCHIVE_TOO_LARGE', {
    limit: formatFileSize(MAX_ARCHIVE_INFLATED_BYTES, locale),
    filename: displayName(filename),
  });
}

/** Reads one file, checks its real type and re-encodes pictures; throws a coded error for a file that does not fit. */
async function prepareFile(file: File, limits: FileKindLimits, locale: Locale): Promise<PreparedFile> {
  const raw = Buffer.from(await file.arrayBuffer());
  // The parser's size is the sender's claim until the bytes are read.
  if (raw.length > limits.maxBytes) throw tooLarge(limits, locale, file.name);
  const mimeType = await detectFileType(raw, limits.mimeTypes, displayName(file.name));
  const notAllowed = () =>
    new AppError('FILE_TYPE_NOT_ALLOWED', {
      allowed: fileTypesLabel(limits.mimeTypes),
      filename: displayName(file.name),
    });
  if (!mimeType) throw notAllowed();
  if (ZIP_BASED.includes(mimeType)) await checkArchive(raw, file.name, locale, notAllowed);
  // PDFs and spreadsheets are kept as sent; pictures are re-encoded below.
  if (!mimeType.startsWith('image/')) {
    return {
      body: raw,
      mimeType,
      filename: sanitizeFilename(file.name, mimeType),
      width: null,
      height: null,
    };
  }
  let image: ProcessedImage;
  try {
    image = await processImage(raw, limits.maxSidePx);
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    if (error.reason === 'unreadable') throw notAllowed();
    throw new AppError('IMAGE_TOO_LARGE', {
      limit: MAX_IMAGE_PIXELS / 1_000_000,
      filename: displayName(file.name),
    });
  }
  if (limits.minSidePx && (image.width < limits.minSidePx || image.height < limits.minSidePx)) {
    throw new AppError('VALIDATION_FAILED', {}, [
      { path: 'file', key: 'imageTooSmall', params: { min: limits.minSidePx } },
    ]);
  }
  return { ...image, filename: sanitizeFilename(file.name, image.mimeType) };
}

/**
 * Stores the files of one upload request. Every file is checked (count, size, real type, picture
 * size) before any is stored, so a request with one bad file stores nothing; if storing or the
 * insert fails, the objects already written are deleted again. Files of an encrypted kind are
 * stored encrypted, each under its own data key (adapters/crypto/file-envelope.ts).
 */
export async function uploadFiles(
  ctx: Context,
  viewer: Viewer,
  input: {
    files: readonly File[];
    pathType: FilePathType;
    /** For RENTAL_APP only: which application document each file is, in the order of `files`. */
    documentKeys?: readonly RentalAppDocumentKey[] | null;
  },
): Promise<FileObjectRow[]> {
  if (!canUploadFile(viewer, input.pathType)) throw new AppError('NO_ACCESS');
  const limits = FILE_KIND_LIMITS[input.pathType];
  if (input.files.length === 0) {
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'files', key: 'required' }]);
  }
  const documentKeys = input.documentKeys ?? null;
  if (documentKeys && (input.pathType !== 'RENTAL_APP' || documentKeys.length !== input.files.length)) {
    // One key per file, and only rental application documents have keys.
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'documentKeys', key: 'invalid' }]);
  }
  if (input.files.length > limits.maxFiles) throw new AppError('TOO_MANY_FILES', { limit: limits.maxFiles });
  const oversized = input.files.find((file) => file.size > limits.maxBytes);
  if (oversized) throw tooLarge(limits, ctx.locale, oversized.name);
  await checkQuotaLeft(ctx.db, viewer.id, ctx.locale);

  const prepared: PreparedFile[] = [];
  // One at a time: decoding 60 large photos at once would hold them all in memory. Across
  // requests, the decoding itself waits for one of a few slots (image-decoding.ts).
  for (const file of input.files) prepared.push(await prepareFile(file, limits, ctx.locale));

  // The originals (encrypted for an encrypted kind) and, for listing pictures, their smaller copies.
  const objects: { key: string; body: Buffer; mimeType: string }[] = [];
  const rows = prepared.map((file, i) => {
    const id = randomUUID();
    const key = storageKey(input.pathType, id, file.mimeType);
    const encrypted = limits.isEncrypted ? ctx.encryption.encryptFile(id, file.body) : null;
    objects.push({ key, body: encrypted?.body ?? file.body, mimeType: file.mimeType });
    return {
      id,
      ownerId: viewer.id,
      pathType: input.pathType,
      storageKey: key,
      filename: file.filename,
      mimeType: file.mimeType,
      // What is served: the plaintext's size.
      size: file.body.length,
      width: file.width,
      height: file.height,
      isPrivate: limits.isPrivate,
      encryptionKeyId: encrypted?.envelope.keyId ?? null,
      wrappedDataKey: encrypted?.envelope.wrappedKey ?? null,
      documentKey: documentKeys?.[i] ?? null,
    };
  });
  for (const [i, row] of rows.entries()) {
    const file = prepared[i]!;
    // Encrypted kinds have no smaller copies (the domain's limits check it).
    if (!row.mimeType.startsWith('image/') || row.encryptionKeyId) continue;
    for (const variant of limits.variants) {
      const body = await resizeImage(file.body, file.mimeType, IMAGE_VARIANTS[variant]);
      objects.push({ key: variantKey(row.storageKey, variant), body, mimeType: row.mimeType });
    }
  }
  // Listing photos get their perceptual hash now, from the bytes as stored, to spot reused photos.
  const hashes: (typeof pictureHashes.$inferInsert)[] = [];
  for (const [i, row] of rows.entries()) {
    if (!HASHED_PATH_TYPES.has(input.pathType) || !row.mimeType.startsWith('image/')) continue;
    const hash = await pictureHash(prepared[i]!.body);
    hashes.push({ fileId: row.id, hash, bands: hashBands(hash) });
  }
  try {
    const puts = await Promise.allSettled(objects.map((o) => ctx.storage.put(o.key, o.body, o.mimeType)));
    const failed = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
    if (failed) throw failed.reason;
    // All rows are written or none; the quota is checked in the same transaction as the insert.
    return await ctx.db.transaction(async (tx) => {
      await checkUploadQuota(tx, viewer.id, sum(rows.map((row) => row.size)), ctx.locale);
      const stored = await tx.insert(fileObjects).values(rows).returning();
      if (hashes.length) await tx.insert(pictureHashes).values(hashes);
      return stored;
    });
  } catch (error) {
    await Promise.allSettled(objects.map((o) => ctx.storage.delete(o.key)));
    throw error;
  }
}

/** Uploads one help-center or blog thumbnail (uploadImage). */
export async function uploadThumbnail(
  ctx: Context,
  viewer: Viewer,
  input: { file: File; pathType: ThumbnailPathType },
): Promise<FileObjectRow> {
  const [row] = await uploadFiles(ctx, viewer, { files: [input.file], pathType: input.pathType });
  return row!;
}

/** Returns the file row or throws FILE_NOT_FOUND. */
export async function getFileById(db: Db, id: string): Promise<FileObjectRow> {
  if (!UUID.test(id)) throw new AppError('FILE_NOT_FOUND');
  const [file] = await db.select().from(fileObjects).where(eq(fileObjects.id, id));
  if (!file) throw new AppError('FILE_NOT_FOUND');
  return file;
}

/** Whether the viewer may read the file (file.policy.ts); its record is looked up only when that decides. */
export async function mayReadFile(db: Db, viewer: Viewer | null, file: FileObjectRow): Promise<boolean> {
  const ownership = needsFileOwnership(viewer, file) ? await findFileOwnership(db, file) : null;
  return canReadFile(viewer, file, ownership);
}

/**
 * Deletes a file: its row, then its stored object. A private file someone may not read answers
 * FILE_NOT_FOUND, so the call does not reveal that it exists.
 */
export async function deleteFile(deps: AppDeps, viewer: Viewer, id: string): Promise<true> {
  const file = await getFileById(deps.db, id);
  if (!(await mayReadFile(deps.db, viewer, file))) throw new AppError('FILE_NOT_FOUND');
  if (!canDeleteFile(viewer, file)) throw new AppError('NO_ACCESS');
  const keys = await deps.db.transaction(async (tx) => {
    const stored = await deleteFileRows(tx, [file.id]);
    // A profile picture that no longer exists must not stay on the profile as a broken image.
    if (file.pathType === 'AVATAR') {
      await tx
        .update(users)
        .set({ avatarUrl: null })
        .where(eq(users.avatarUrl, `/files/${file.id}`));
    }
    return stored;
  });
  await deleteStoredObjects(deps, keys);
  return true;
}
