import { and, asc, eq, gt, lt, notExists, notInArray, sql } from 'drizzle-orm';
import { fileSweepCutoff, isFileSweepable, NEVER_SWEPT_KINDS } from '@rentals/domain/files/sweep-rules';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import type { AppDeps } from '../../graphql/context';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { deleteFileRows, deleteStoredObjects } from './file-deletion.service';
import { FILE_ID_COLUMNS, findReferencedFiles } from './file-references';

/*
 * The sweep of unreferenced files: an upload replaced (an avatar), abandoned (a wizard closed
 * before saving) or let go by its record stays in storage and counts against its uploader's quota
 * until this deletes it, FILE_SWEEP_GRACE_HOURS after upload (packages/domain files/sweep-rules.ts
 * decides). One keyed job runs it every FILE_SWEEP_EVERY_MS and plans its next run.
 */

export const FILE_SWEEP_JOB = 'file-sweep';
/** How often the sweep runs: an unreferenced file goes at most this long after its grace period. */
export const FILE_SWEEP_EVERY_MS = 3_600_000;
/** Files looked at per transaction: short transactions, so uploads and saves never wait long on one. */
export const FILE_SWEEP_BATCH = 100;

/**
 * One batch: the next files past the grace period, by id after `after`, that no foreign key holds
 * (an indexed anti-join drops the many pictures and attachments in use before any text is read),
 * locked FOR UPDATE SKIP LOCKED so that a second process, or a save holding a file (a thumbnail's
 * FOR SHARE, a new reference's key check), is never waited on: what is locked waits for the next
 * run. Rows go in the transaction; bytes once it has committed, so a rollback never leaves a row
 * without its bytes. Answers the last id looked at (null when no more) and how many went.
 */
async function sweepBatch(
  deps: AppDeps,
  now: Date,
  after: string | null,
): Promise<{ last: string | null; deleted: number }> {
  const graceHours = deps.config.FILE_SWEEP_GRACE_HOURS;
  const cutoff = fileSweepCutoff(now, graceHours);
  const { keys, last, deleted } = await deps.db.transaction(async (tx: Db) => {
    const unheld = FILE_ID_COLUMNS.map((column) =>
      notExists(
        tx
          .select({ one: sql`1` })
          .from(column.table)
          .where(eq(column, fileObjects.id)),
      ),
    );
    const candidates = await tx
      .select({ id: fileObjects.id, pathType: fileObjects.pathType, createdAt: fileObjects.createdAt })
      .from(fileObjects)
      .where(
        and(
          notInArray(fileObjects.pathType, [...NEVER_SWEPT_KINDS]),
          lt(fileObjects.createdAt, cutoff),
          after ? gt(fileObjects.id, after) : undefined,
          ...unheld,
        ),
      )
      .orderBy(asc(fileObjects.id))
      .limit(FILE_SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const referenced = await findReferencedFiles(
      tx,
      candidates.map((c) => c.id),
    );
    const gone = candidates
      .filter((c) => isFileSweepable({ ...c, referenced: referenced.has(c.id) }, now, graceHours))
      .map((c) => c.id);
    return {
      keys: await deleteFileRows(tx, gone),
      last: candidates.length === FILE_SWEEP_BATCH ? candidates.at(-1)!.id : null,
      deleted: gone.length,
    };
  });
  await deleteStoredObjects(deps, keys);
  return { last, deleted };
}

/**
 * Deletes every file sweepable at `now`, batch after batch; answers how many went. Running it
 * twice, or from two processes at once, deletes each file once: a deleted row is no longer found,
 * and a row another run holds is skipped.
 */
export async function sweepUnreferencedFiles(deps: AppDeps, now = new Date()): Promise<number> {
  let total = 0;
  let after: string | null = null;
  do {
    const batch = await sweepBatch(deps, now, after);
    total += batch.deleted;
    after = batch.last;
  } while (after);
  return total;
}

/** Plans the next run, keeping one already planned earlier (start-up, and after each run). */
export function planFileSweep(db: Db, now = new Date()): Promise<void> {
  return enqueueJob(db, {
    kind: FILE_SWEEP_JOB,
    key: FILE_SWEEP_JOB,
    payload: {},
    runAt: new Date(now.getTime() + FILE_SWEEP_EVERY_MS),
    keepEarlier: true,
  });
}

registerJobHandler(FILE_SWEEP_JOB, async (deps, _payload, now) => {
  try {
    const deleted = await sweepUnreferencedFiles(deps, now);
    if (deleted) deps.log.info({ deleted }, 'unreferenced files deleted');
  } finally {
    // Planned whatever happened, so one failing run never ends the chain.
    await enqueueJob(deps.db, {
      kind: FILE_SWEEP_JOB,
      key: FILE_SWEEP_JOB,
      payload: {},
      runAt: new Date(now.getTime() + FILE_SWEEP_EVERY_MS),
    });
  }
});
