import { sql } from 'drizzle-orm';
import { jobs, type JobRow } from '../../db/schema/jobs';
import { rowsOf } from '../../db/sql-helpers';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../graphql/context';
import { jobGiveUp, jobHandler } from './job-handlers';

/** A claimed job, with the run time it was claimed at (as text: compared exactly when it finishes). */
type ClaimedJob = Pick<JobRow, 'id' | 'kind' | 'payload' | 'attempts'> & { claimed_run_at: string };

/** How long a process holds the jobs it claimed: past it, another process takes them again. */
export const JOB_LOCK_SECONDS = 300;
/** Jobs claimed at a time by one process. */
export const JOB_BATCH = 20;
/** Waits before each new attempt of a failing job; once they are used up the job has FAILED. */
export const JOB_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000] as const;

/**
 * Claims the due jobs no other process holds, at most JOB_BATCH: FOR UPDATE SKIP LOCKED lets two
 * processes claim at once without waiting on each other or taking the same job, and the lock
 * time marks them held once that statement commits.
 */
async function claimDueJobs(deps: AppDeps, now: Date): Promise<ClaimedJob[]> {
  const at = now.toISOString();
  const result = await deps.db.execute(sql`
    update ${jobs} set
      locked_until = ${at}::timestamptz + make_interval(secs => ${JOB_LOCK_SECONDS}),
      attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where done_at is null and run_at <= ${at}::timestamptz
        and (locked_until is null or locked_until <= ${at}::timestamptz)
      order by run_at
      limit ${JOB_BATCH}
      for update skip locked
    )
    returning id, kind, payload, attempts, run_at::text as claimed_run_at`);
  return rowsOf<ClaimedJob>(result);
}

/**
 * Records how a job went, unless it was moved meanwhile: a keyed job enqueued again while it ran (a
 * boost extended while its expiry ran) has a new run time and must stay to do at it. A job failing
 * its last attempt is marked FAILED in one transaction with its domain's give-up, so a request
 * waiting on it never reads pending once its job is over.
 */
async function finish(deps: AppDeps, job: ClaimedJob, error: unknown, now: Date): Promise<void> {
  const same = sql`id = ${job.id} and run_at = ${job.claimed_run_at}::timestamptz`;
  if (!error) {
    await deps.db.execute(
      sql`update ${jobs} set done_at = now(), outcome = 'DONE', locked_until = null, last_error = null where ${same}`,
    );
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const delay = JOB_RETRY_DELAYS_MS[job.attempts - 1];
  if (delay === undefined) {
    const giveUp = jobGiveUp(job.kind);
    try {
      await deps.db.transaction(async (tx: Db) => {
        const failed = rowsOf<{ id: string }>(
          await tx.execute(
            sql`update ${jobs} set done_at = now(), outcome = 'FAILED', locked_until = null, last_error = ${message} where ${same} returning id`,
          ),
        );
        if (failed.length > 0 && giveUp) await giveUp(tx, job.payload);
      });
    } catch (giveUpError) {
      // Nothing was recorded: the job is taken again once its lock ends and gives up then, while
      // the rest of the batch still runs.
      deps.log.error({ err: giveUpError, jobId: job.id, kind: job.kind }, 'giving up a job failed');
    }
    return;
  }
  const next = new Date(now.getTime() + delay).toISOString();
  await deps.db.execute(
    sql`update ${jobs} set run_at = ${next}::timestamptz, locked_until = null, last_error = ${message} where ${same}`,
  );
}

/**
 * Runs the jobs due at `now` that this process could claim, one after the other, each through its
 * domain's handler; answers how many ran (successfully or not). A handler that throws is tried
 * again later, then marked FAILED; its error is logged, never thrown.
 */
export async function runDueJobs(deps: AppDeps, now = new Date()): Promise<number> {
  const claimed = await claimDueJobs(deps, now);
  for (const job of claimed) {
    // Let requests in between jobs: on the embedded database a query answers without going
    // through the event loop, so back-to-back jobs would keep the server from reading requests.
    await new Promise((resolve) => setImmediate(resolve));
    const handler = jobHandler(job.kind);
    let error: unknown = handler ? null : new Error(`no handler for jobs of kind ${job.kind}`);
    if (handler) {
      try {
        await handler(deps, job.payload, now);
      } catch (thrown) {
        error = thrown ?? new Error('job failed');
      }
    }
    if (error) deps.log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
    await finish(deps, job, error, now);
  }
  return claimed.length;
}

/** How often a process looks for due jobs: reminders may go up to this late. */
export const JOB_POLL_INTERVAL_MS = 10_000;

/** Runs due jobs batch after batch while full batches come, so a backlog does not wait for polls. */
async function drainDueJobs(deps: AppDeps): Promise<void> {
  while ((await runDueJobs(deps)) === JOB_BATCH);
}

/**
 * Looks for due jobs every JOB_POLL_INTERVAL_MS until stopped; a look that outlasts the interval
 * is not overlapped by the next. Answers the stop function (it waits for the look under way).
 */
export function startJobRunner(deps: AppDeps): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = drainDueJobs(deps)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'looking for due jobs failed'))
      .finally(() => (busy = false));
  }, JOB_POLL_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
