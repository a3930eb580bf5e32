import { inArray, sql } from 'drizzle-orm';
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_THROTTLE_WINDOW_MINUTES,
} from '@rentals/domain/limits';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema/users';
import { AppError } from '../../graphql/errors';

const WINDOW_MS = LOGIN_THROTTLE_WINDOW_MINUTES * 60_000;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Throws TOO_MANY_ATTEMPTS while the account or the address is over its failure limit. */
export async function assertNotThrottled(db: Db, email: string, ip: string): Promise<void> {
  const rows = await db
    .select()
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [accountKey(email), ipKey(ip)]));
  const now = Date.now();
  for (const row of rows) {
    const limit = row.key.startsWith('ip:') ? LOGIN_MAX_FAILURES_PER_IP : LOGIN_MAX_FAILURES_PER_ACCOUNT;
    const windowEnd = row.windowStart.getTime() + WINDOW_MS;
    if (row.failures >= limit && windowEnd > now) {
      throw new AppError('TOO_MANY_ATTEMPTS', { minutes: Math.ceil((windowEnd - now) / 60_000) });
    }
  }
}

/** Counts a failure for the account and the address; a window older than the limit starts over. */
export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  const windowStartCutoff = new Date(Date.now() - WINDOW_MS);
  for (const key of [accountKey(email), ipKey(ip)]) {
    await db
      .insert(loginThrottles)
      .values({ key, failures: 1, windowStart: new Date() })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${loginThrottles.windowStart} < ${windowStartCutoff.toISOString()}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`,
          windowStart: sql`case when ${loginThrottles.windowStart} < ${windowStartCutoff.toISOString()}::timestamptz then now() else ${loginThrottles.windowStart} end`,
        },
      });
  }
}

/** A successful login clears the account's counter (the address keeps its own). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottles).where(inArray(loginThrottles.key, [accountKey(email)]));
}
