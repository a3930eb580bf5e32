import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { rowsOf } from '../../db/sql-helpers';
import { jobQueueDepth } from '../../metrics';

/**
 * Sets job_queue_depth from the jobs table, at scrape time: the table is shared by every process,
 * so any one of them reads the whole queue. Due: waiting for a process to claim it (a backlog shows
 * here); running: claimed and held; scheduled: waiting for its time (a retry's too).
 */
export async function refreshJobQueueDepth(db: Db): Promise<void> {
  const free = sql`(locked_until is null or locked_until <= now())`;
  const [counts] = rowsOf<{ due: number; running: number; scheduled: number }>(
    await db.execute(sql`
      select
        count(*) filter (where ${free} and run_at <= now())::int as due,
        count(*) filter (where not ${free})::int as running,
        count(*) filter (where ${free} and run_at > now())::int as scheduled
      from ${jobs} where done_at is null`),
  );
  for (const state of ['due', 'running', 'scheduled'] as const)
    jobQueueDepth.set({ state }, counts?.[state] ?? 0);
}
