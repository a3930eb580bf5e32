import type { Db } from '../../db/client';
import type { AppDeps } from '../../graphql/context';

/*
 * What each kind of job does is known by the domain that enqueues it (a viewing's reminders, for
 * viewings): the domain registers its handler when its module loads, as it registers its file
 * owners, and the runner (job-runner.ts) calls it. A kind no domain registered fails its jobs.
 */

/**
 * Runs one job; throwing makes the runner try again later (see JOB_RETRY_DELAYS_MS). `now` is the
 * time the runner looked for due jobs, which a handler re-checking a time (a reminder) compares with.
 */
export type JobHandler = (deps: AppDeps, payload: Record<string, unknown>, now: Date) => Promise<void>;

/**
 * Records, in `tx` (the transaction marking the job FAILED), that the job's work will not be done:
 * a domain whose users wait on a job (a data export) says so instead of showing it pending for ever.
 */
export type JobGiveUp = (tx: Db, payload: Record<string, unknown>) => Promise<void>;

const handlers = new Map<string, { run: JobHandler; giveUp?: JobGiveUp }>();

/** Called once by the domain owning `kind`, when its module loads. */
export function registerJobHandler(
  kind: string,
  handler: JobHandler,
  options: { giveUp?: JobGiveUp } = {},
): void {
  // Two domains claiming one kind would make what runs depend on load order.
  if (handlers.has(kind)) throw new Error(`jobs of kind ${kind} already belong to another domain`);
  handlers.set(kind, { run: handler, giveUp: options.giveUp });
}

export function jobHandler(kind: string): JobHandler | undefined {
  return handlers.get(kind)?.run;
}

/** What the domain owning `kind` records when its job fails for good, if anything. */
export function jobGiveUp(kind: string): JobGiveUp | undefined {
  return handlers.get(kind)?.giveUp;
}
