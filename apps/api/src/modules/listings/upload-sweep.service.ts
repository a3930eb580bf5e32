import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { UNATTACHED_UPLOAD_TTL_HOURS } from '@rentals/domain/files/limits';
import { fileObjects } from '../../db/schema/files';
import { pictures } from '../../db/schema/listings';
import type { AppDeps } from '../../graphql/context';
import { deleteFileRowsWhere, deleteStoredObjects } from '../files/file-deletion.service';

/** Upload kinds that exist only to be attached to a listing as pictures. */
const LISTING_UPLOAD_KINDS = ['LISTING_PICTURE', 'FLOOR_PLAN'];

/**
 * Deletes listing pictures and floor plans uploaded more than UNATTACHED_UPLOAD_TTL_HOURS ago and
 * never attached to a listing (a wizard closed before saving), rows first, then their bytes.
 * Safe to run from every API process at once. Returns how many files went.
 */
export async function sweepUnattachedUploads(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_HOURS * 3_600_000);
  const deleted = await deleteFileRowsWhere(
    deps.db,
    and(
      inArray(fileObjects.pathType, LISTING_UPLOAD_KINDS),
      lt(fileObjects.createdAt, cutoff),
      notExists(
        deps.db
          .select({ one: sql`1` })
          .from(pictures)
          .where(eq(pictures.fileId, fileObjects.id)),
      ),
    )!,
  );
  await deleteStoredObjects(deps, deleted.flat());
  return deleted.length;
}
