import { eq, sql, type SQL } from 'drizzle-orm';
import { waitSchedule, type AttemptRule } from '@rentals/domain/auth/attempt-rules';
import { mailboxKey } from '@rentals/domain/auth/mailbox-key';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/users';
import { AppError } from '../../graphql/errors';

/** A counter and the rule it follows: `['login-ip:203.0.113.7', LOGIN_RULES.ip]`. */
export type Limit = readonly [key: string, rule: AttemptRule];

const t = rateLimits;

/** A whole number from the rules, checked before it is written into a statement as it is. */
function whole(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Bad attempt rule value: ${value}`);
  return value;
}

const literal = (value: number): SQL => sql.raw(String(whole(value)));

/**
 * The rule's wait after `attempts` attempts (an SQL expression), read from the domain's schedule
 * (waitSchedule) so the database applies the rule as the domain states it: 0 attempts wait nothing,
 * a count past the schedule waits its last entry, the cap.
 */
function waitAfter(rule: AttemptRule, attempts: SQL): SQL {
  const schedule = waitSchedule(rule);
  const array = sql.raw(`'{${schedule.map(whole).join(',')}}'::int[]`);
  return sql`coalesce((${array})[least(${attempts}, ${literal(schedule.length)})], 0)`;
}

/*
 * clock_timestamp(), not now(): now() is when the statement's transaction started, which on a
 * server can be before the row it waited for was written by a concurrent attempt.
 */
const secondsFromNow = (seconds: SQL) => sql`clock_timestamp() + make_interval(secs => ${seconds})`;

/**
 * Counts one attempt under a limit and decides in the same statement whether it is taken: one
 * INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING, so concurrent attempts (several requests,
 * several API processes) queue on the row and each sees the count the one before it left. An
 * attempt inside the wait is refused and not counted. Answers the seconds left to wait, or 0 when
 * the attempt is taken.
 */
async function takeAttempt(db: Db, [key, rule]: Limit): Promise<number> {
  // A count whose wait ended `forgetAfterSeconds` ago starts over.
  const attempts = sql`case when ${t.nextAt} + make_interval(secs => ${literal(rule.forgetAfterSeconds)}) <= clock_timestamp() then 1 else ${t.attempts} + 1 end`;
  const [taken] = await db
    .insert(t)
    .values({ key, attempts: 1, nextAt: secondsFromNow(waitAfter(rule, sql`1`)) })
    .onConflictDoUpdate({
      target: t.key,
      set: { attempts, nextAt: secondsFromNow(waitAfter(rule, attempts)) },
      setWhere: sql`${t.nextAt} <= clock_timestamp()`,
    })
    .returning({ attempts: t.attempts });
  if (taken) return 0;
  const [waiting] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${t.nextAt} - clock_timestamp()))::int` })
    .from(t)
    .where(eq(t.key, key));
  return Math.max(waiting?.seconds ?? 1, 1);
}

/**
 * Takes one attempt under each limit in turn, before any work is done; throws TOO_MANY_ATTEMPTS
 * with the seconds to wait at the first limit still waiting. The limits before it keep the
 * attempt (list the caller's address first: its own count grows, not the victim's).
 */
export async function takeAttempts(db: Db, limits: readonly Limit[]): Promise<void> {
  for (const limit of limits) {
    const seconds = await takeAttempt(db, limit);
    if (seconds > 0) throw new AppError('TOO_MANY_ATTEMPTS', { seconds });
  }
}

/** Gives back one taken attempt (it succeeded), with the shorter wait of the count it leaves. */
export async function giveBackAttempt(db: Db, [key, rule]: Limit): Promise<void> {
  await db
    .update(t)
    .set({
      attempts: sql`greatest(${t.attempts} - 1, 0)`,
      nextAt: sql`least(${t.nextAt}, ${secondsFromNow(waitAfter(rule, sql`${t.attempts} - 1`))})`,
    })
    .where(eq(t.key, key));
}

/** Forgets a count altogether (the right password: the account starts over). */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.delete(t).where(eq(t.key, key));
}

/**
 * The limits of a request that e-mails a mailbox or creates an account: its client address, then
 * its mailbox, aliases counted as one (mailboxKey).
 */
export function requestLimits(
  kind: string,
  email: string,
  ip: string,
  rules: { address: AttemptRule; ip: AttemptRule },
): Limit[] {
  return [
    [`${kind}-ip:${ip}`, rules.ip],
    [`${kind}-address:${mailboxKey(email)}`, rules.address],
  ];
}
