import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Work to do at a time (a viewing's reminder e-mails, say), kept in the database so that it
 * survives a restart and that, with several API processes, each job runs once: a process claims
 * due jobs with FOR UPDATE SKIP LOCKED and holds them until `locked_until` (modules/jobs).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it (registerJobHandler). */
    kind: text('kind').notNull(),
    /**
     * Names the job for its domain ('viewing-reminder:<id>:DAY_BEFORE'): enqueueing the same key
     * again moves the job instead of adding one, and cancelJobs finds it.
     */
    key: text('key').unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A process holds the job until then; past it, a crashed process's job is taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** When it ran, failed for good or was cancelled (see outcome); null while it is to do. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['DONE', 'FAILED', 'CANCELLED'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
