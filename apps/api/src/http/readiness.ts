import { sql } from 'drizzle-orm';
import type { AppDeps } from '../graphql/context';

/** How long /readyz waits for a service: a hung database answers 503 in time for the balancer's check. */
export const READINESS_TIMEOUT_MS = 2000;

/** One service the process cannot serve without: resolves when it answers. */
export type ReadinessCheck = () => Promise<unknown>;

/** `work`, or a rejection once `ms` have passed without it settling (the work itself goes on). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs every check at once, each bounded by `timeoutMs`, and answers the names of those that failed
 * or did not answer in time (none: ready).
 */
export async function failingChecks(
  checks: Record<string, ReadinessCheck>,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<string[]> {
  const outcomes = await Promise.all(
    Object.entries(checks).map(([name, check]) =>
      withTimeout(Promise.resolve().then(check), timeoutMs).then(
        () => null,
        () => name,
      ),
    ),
  );
  return outcomes.filter((name): name is string => name !== null);
}

/**
 * Services whose loss degrades the process without stopping it: without Redis, requests are served
 * as ever (sessions and rate limits are in the database) and only live events between processes
 * wait for it. Every process shares the one Redis, so failing readiness for it would take them all
 * out of rotation at once: an outage of the whole site for the loss of live updates.
 */
export const DEGRADING_CHECKS: ReadonlySet<string> = new Set(['redis']);

/** The services this process uses: the database always, Redis when pub/sub goes through it. */
export function readinessChecks(
  deps: Pick<AppDeps, 'db' | 'config' | 'pubsubPing'>,
): Record<string, ReadinessCheck> {
  return {
    database: () => deps.db.execute(sql`select 1`),
    ...(deps.config.REDIS_URL ? { redis: deps.pubsubPing } : {}),
  };
}
