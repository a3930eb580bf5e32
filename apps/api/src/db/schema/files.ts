import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** An uploaded file. `storageKey` addresses it in the storage adapter; private files are never public. */
export const fileObjects = pgTable(
  'file_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    pathType: text('path_type').notNull(),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * Set for an encrypted object (adapters/crypto/file-envelope.ts): the id of the master key that
     * wrapped its data key, and the wrapped key. Null for files stored in the clear (public kinds,
     * and private ones uploaded before encryption).
     */
    encryptionKeyId: text('encryption_key_id'),
    wrappedDataKey: text('wrapped_data_key'),
    /** Which rental application document a RENTAL_APP file is (RENTAL_APP_DOCUMENT_KEYS), when the upload said. */
    documentKey: text('document_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('file_objects_owner_idx').on(t.ownerId),
    // Key rotation looks for the files a replaced key wrapped.
    index('file_objects_encryption_key_idx').on(t.encryptionKeyId),
  ],
);

export type FileObjectRow = typeof fileObjects.$inferSelect;

/** One download of a file whose kind records them (rental application documents): who read it, when. */
export const fileDownloads = pgTable(
  'file_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => fileObjects.id, { onDelete: 'cascade' }),
    // Kept when the reader's account goes: that someone read the file stays on record.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_downloads_file_idx').on(t.fileId, t.downloadedAt)],
);

export type FileDownloadRow = typeof fileDownloads.$inferSelect;

/**
 * The perceptual hash of a stored listing picture (modules/files/picture-hash.ts), to find the
 * same photo posted by another account. `bands` holds the hash's eight bytes, each tagged with
 * its position, so the GIN index finds every hash sharing one byte: any two hashes within
 * PICTURE_HASH_MAX_DISTANCE (< 8) bits share at least one, so none is missed.
 */
export const pictureHashes = pgTable(
  'picture_hashes',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => fileObjects.id, { onDelete: 'cascade' }),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    bands: integer('bands').array().notNull(),
  },
  (t) => [index('picture_hashes_bands_idx').using('gin', t.bands)],
);
