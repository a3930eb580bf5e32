import { and, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { startingWith } from '../../db/sql-helpers';

export interface NewJob {
  kind: string;
  /** A name for the job: enqueueing the same key again moves it (new time and payload). */
  key?: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /**
   * A keyed job still to do keeps its time when that comes first: a digest already due stays due
   * when more news joins it, instead of moving to the next day.
   */
  keepEarlier?: boolean;
}

/**
 * Adds a job, inside the caller's transaction when given one, so the job exists exactly when the
 * change that calls for it does. A keyed job already there (done or not) is set to run again at
 * the new time with the new payload.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<void> {
  const values = { kind: job.kind, key: job.key ?? null, payload: job.payload, runAt: job.runAt };
  if (!job.key) {
    await db.insert(jobs).values(values);
    return;
  }
  await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        kind: job.kind,
        payload: job.payload,
        runAt: job.keepEarlier
          ? sql`case when ${jobs.doneAt} is null then least(${jobs.runAt}, excluded.run_at) else excluded.run_at end`
          : job.runAt,
        attempts: 0,
        lockedUntil: null,
        lastError: null,
        doneAt: null,
        outcome: null,
      },
    });
}

/** Cancels the jobs still to do whose key starts with `keyPrefix`; answers how many. */
export async function cancelJobs(db: Db, keyPrefix: string): Promise<number> {
  const cancelled = await db
    .update(jobs)
    .set({ doneAt: sql`now()`, outcome: 'CANCELLED', lockedUntil: null })
    .where(and(like(jobs.key, startingWith(keyPrefix)), isNull(jobs.doneAt)))
    .returning({ id: jobs.id });
  return cancelled.length;
}
