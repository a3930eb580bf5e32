import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FilePathType } from '@rentals/domain/files/enums';
import { USER_UPLOAD_QUOTA_BYTES } from '@rentals/domain/files/limits';
import { formatFileSize } from '@rentals/domain/files/rules';
import type { Locale } from '@rentals/domain/users/enums';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { AppError } from '../../graphql/errors';

/** Files the product makes for a user (generated-files.ts): not theirs to manage, so not counted. */
const PRODUCT_MADE_KINDS = [
  'LEASE_DOCUMENT',
  'LEASE_SIGNATURE',
  'DATA_EXPORT',
] as const satisfies FilePathType[];

/** The bytes of a user's uploads stored now. */
async function storedUploadBytes(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${fileObjects.size}), 0)` })
    .from(fileObjects)
    .where(and(eq(fileObjects.ownerId, ownerId), notInArray(fileObjects.pathType, PRODUCT_MADE_KINDS)));
  return Number(row?.total ?? 0);
}

function quotaExceeded(locale: Locale) {
  return new AppError('UPLOAD_QUOTA_EXCEEDED', { limit: formatFileSize(USER_UPLOAD_QUOTA_BYTES, locale) });
}

/** Refuses an upload from a user already at the quota, before any of its pictures is decoded. */
export async function checkQuotaLeft(db: Db, ownerId: string, locale: Locale) {
  if ((await storedUploadBytes(db, ownerId)) >= USER_UPLOAD_QUOTA_BYTES) throw quotaExceeded(locale);
}

/**
 * Refuses, with UPLOAD_QUOTA_EXCEEDED, an upload that would take the owner's stored uploads past
 * USER_UPLOAD_QUOTA_BYTES. Runs inside the transaction inserting the rows, behind a lock per owner,
 * so two uploads of the same user at once cannot both pass on the same total.
 */
export async function checkUploadQuota(tx: Db, ownerId: string, addedBytes: number, locale: Locale) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`file-upload-quota:${ownerId}`}))`);
  if ((await storedUploadBytes(tx, ownerId)) + addedBytes > USER_UPLOAD_QUOTA_BYTES)
    throw quotaExceeded(locale);
}
