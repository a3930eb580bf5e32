import { sql } from 'drizzle-orm';
import { jobs, type JobRow } from '../../db/schema/jobs';
import { rowsOf } from '../../db/sql-helpers';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../graphql/context';
import { jobsProcessed } from '../../metrics';
import { jobGiveUp, jobHandler } from './job-handlers';

/** A claimed job, with the run time it was claimed at (as text: compared exactly when it finishes). */
type ClaimedJob = Pick<JobRow, 'id' | 'kind' | 'payload' | 'attempts'> & { claimed_run_at: string };

/** How long a process holds the jobs it claimed: past it, another process takes them again. */
export const JOB_LOCK_SECONDS = 300;
/** Jobs claimed at a time by one process. */
export const JOB_BATCH = 20;
/** Waits before each new attempt of a failing job; once they are used up the job has FAILED. */
export const JOB_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000] as const;
/** Attempts that run the handler; a claim past them only tries the domain's give-up again. */
const HANDLER_ATTEMPTS = JOB_RETRY_DELAYS_MS.length + 1;
/**
 * How many times a domain's give-up is tried (each after a lock's wait) before the job is marked
 * FAILED without it: a give-up that always breaks must not keep a job coming back for ever.
 */
export const JOB_GIVE_UP_TRIES = 3;

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
 * its last attempt gives up (below), so a request waiting on it never reads pending once it is over.
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
  if (delay === undefined) return giveUp(deps, job, message);
  const next = new Date(now.getTime() + delay).toISOString();
  await deps.db.execute(
    sql`update ${jobs} set run_at = ${next}::timestamptz, locked_until = null, last_error = ${message} where ${same}`,
  );
}

/**
 * Marks a job FAILED in one transaction with its domain's give-up (`message`: the last attempt's
 * error; null keeps the one recorded). When the give-up breaks nothing is recorded and the job is
 * taken again once its lock ends, only to give up again; after JOB_GIVE_UP_TRIES it is marked
 * FAILED without its domain, and that is logged as an error to look at.
 */
async function giveUp(deps: AppDeps, job: ClaimedJob, message: string | null): Promise<void> {
  const same = sql`id = ${job.id} and run_at = ${job.claimed_run_at}::timestamptz`;
  const markFailed = sql`update ${jobs} set done_at = now(), outcome = 'FAILED', locked_until = null,
    last_error = coalesce(${message}, last_error) where ${same} returning id`;
  const domainGiveUp = jobGiveUp(job.kind);
  try {
    await deps.db.transaction(async (tx: Db) => {
      const failed = rowsOf<{ id: string }>(await tx.execute(markFailed));
      if (failed.length > 0 && domainGiveUp) await domainGiveUp(tx, job.payload);
    });
  } catch (giveUpError) {
    const abandoned = job.attempts >= HANDLER_ATTEMPTS + JOB_GIVE_UP_TRIES - 1;
    deps.log.error(
      { err: giveUpError, jobId: job.id, kind: job.kind },
      abandoned
        ? 'giving up a job failed for the last time: marked FAILED without its domain'
        : 'giving up a job failed',
    );
    if (abandoned) await deps.db.execute(markFailed);
  }
}

/**
 * Gives back claimed jobs this process will not run (it is stopping): unlocked at once, with the
 * claim's attempt taken back, so another process runs them at their time instead of after the lock.
 */
async function release(deps: AppDeps, unstarted: ClaimedJob[]): Promise<void> {
  for (const job of unstarted) {
    await deps.db.execute(sql`update ${jobs} set locked_until = null, attempts = attempts - 1
      where id = ${job.id} and run_at = ${job.claimed_run_at}::timestamptz`);
  }
}

/**
 * Runs the jobs due at `now` that this process could claim, one after the other, each through its
 * domain's handler; answers how many ran (successfully or not). A handler that throws is tried
 * again later, then marked FAILED; its error is logged, never thrown. Once `stopping()` answers
 * true, the job under way is finished and the claimed ones not begun are released.
 */
export async function runDueJobs(
  deps: AppDeps,
  now = new Date(),
  stopping: () => boolean = () => false,
): Promise<number> {
  const claimed = await claimDueJobs(deps, now);
  for (const [index, job] of claimed.entries()) {
    // Let requests in between jobs: on the embedded database a query answers without going
    // through the event loop, so back-to-back jobs would keep the server from reading requests.
    await new Promise((resolve) => setImmediate(resolve));
    if (stopping()) {
      await release(deps, claimed.slice(index));
      return index;
    }
    // Its last attempt failed and its give-up broke: only the give-up is tried again.
    if (job.attempts > HANDLER_ATTEMPTS) {
      await giveUp(deps, job, null);
      continue;
    }
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
    jobsProcessed.inc({ kind: job.kind, outcome: error ? 'error' : 'ok' });
    await finish(deps, job, error, now);
  }
  return claimed.length;
}

/** Runs due jobs batch after batch while full batches come, so a backlog does not wait for polls. */
async function drainDueJobs(deps: AppDeps, stopping: () => boolean): Promise<void> {
  while (!stopping() && (await runDueJobs(deps, new Date(), stopping)) === JOB_BATCH);
}

/**
 * Looks for due jobs every `intervalMs` (JOB_POLL_INTERVAL_MS: reminders may go up to this late)
 * until stopped; a look that outlasts the interval is not overlapped by the next. Answers the stop
 * function: it waits for the job under way only, and the jobs claimed with it go back to the table
 * for another process (a shutdown must not wait for a backlog, nor hold its jobs for
 * JOB_LOCK_SECONDS).
 */
export function startJobRunner(deps: AppDeps, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const stopping = () => stopped;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = drainDueJobs(deps, stopping)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'looking for due jobs failed'))
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
