import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects, pictureHashes } from '../../db/schema/files';
import type { AppDeps } from '../../graphql/context';
import { enqueueJob } from '../jobs/job-queue';
import { registerJobHandler } from '../jobs/job-handlers';
import { readFileBuffer } from './file-content';
import { HASHED_PATH_TYPES, hashBands, pictureHash } from './picture-hash';

/*
 * Pictures stored before hashing existed (and the demo seed's, written straight to storage) get
 * their hash from a background job rather than at start-up: hashing thousands of photos would
 * hold the server back from answering. The job hashes a batch and enqueues itself again, past
 * the last file it read, while pictures remain, so each run stays short and a crash loses one
 * batch at most. A picture whose bytes are missing or undecodable is passed over until the next
 * start-up: it has nothing to compare anyway.
 */

export const PICTURE_HASH_BACKFILL_JOB = 'files.pictureHashBackfill';
/** Pictures hashed per run: a few seconds of decoding, well within the job lock. */
export const PICTURE_HASH_BACKFILL_BATCH = 50;
/** The pause before the next batch, so a long backfill leaves the process room for requests. */
export const PICTURE_HASH_BACKFILL_PAUSE_MS = 1_000;

/** Asks for a backfill run now; called at start-up. One keyed job, so processes starting together share it. */
export function enqueuePictureHashBackfill(db: Db, now = new Date(), afterFileId?: string): Promise<void> {
  return enqueueJob(db, {
    kind: PICTURE_HASH_BACKFILL_JOB,
    key: PICTURE_HASH_BACKFILL_JOB,
    payload: afterFileId ? { afterFileId } : {},
    runAt: now,
  });
}

/** Hashes up to PICTURE_HASH_BACKFILL_BATCH stored pictures without a hash, in file id order after `afterFileId`. */
export async function backfillPictureHashes(deps: AppDeps, now: Date, afterFileId?: string): Promise<void> {
  const files = await deps.db
    .select({
      id: fileObjects.id,
      storageKey: fileObjects.storageKey,
      encryptionKeyId: fileObjects.encryptionKeyId,
      wrappedDataKey: fileObjects.wrappedDataKey,
    })
    .from(fileObjects)
    .leftJoin(pictureHashes, eq(pictureHashes.fileId, fileObjects.id))
    .where(
      and(
        inArray(fileObjects.pathType, [...HASHED_PATH_TYPES]),
        isNull(pictureHashes.fileId),
        afterFileId ? gt(fileObjects.id, afterFileId) : undefined,
      ),
    )
    .orderBy(asc(fileObjects.id))
    .limit(PICTURE_HASH_BACKFILL_BATCH);
  for (const file of files) {
    const body = await readFileBuffer(deps, file);
    const hash = body ? await pictureHash(body).catch(() => null) : null;
    if (hash === null) {
      deps.log.warn({ fileId: file.id }, 'picture left without a hash: missing or undecodable');
      continue;
    }
    await deps.db
      .insert(pictureHashes)
      .values({ fileId: file.id, hash, bands: hashBands(hash) })
      .onConflictDoNothing();
  }
  const last = files.at(-1);
  if (last && files.length === PICTURE_HASH_BACKFILL_BATCH) {
    await enqueuePictureHashBackfill(
      deps.db,
      new Date(now.getTime() + PICTURE_HASH_BACKFILL_PAUSE_MS),
      last.id,
    );
  }
}

registerJobHandler(PICTURE_HASH_BACKFILL_JOB, (deps, payload, now) =>
  backfillPictureHashes(deps, now, typeof payload.afterFileId === 'string' ? payload.afterFileId : undefined),
);
