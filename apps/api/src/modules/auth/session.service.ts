import { and, eq, gt, isNull, lte, ne, not } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { twoFactorSecrets } from '../../db/schema/two-factor';
import { sessions, users } from '../../db/schema/users';
import { afterAnswer } from '../../graphql/after-answer';
import type { AppDeps, Viewer } from '../../graphql/context';
import { registerRetentionStep } from '../data-rights/retention-steps';
import { findModulePermissions } from '../users/permission.service';
import { hashToken, newToken } from './token';

type PubSub = AppDeps['pubsub'];

/**
 * How stale a session's last_seen_at may grow before a request writes it again: the idle expiry
 * (SESSION_IDLE_TTL, at least a minute) needs no finer time, and a busy session then costs one
 * write a minute instead of one per request.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * The conditions of a session still open at `now`: not revoked, before its absolute end
 * (expiresAt, fixed at sign-in) and used within the idle time. Times come from this process's
 * clock, as expiresAt was written with it.
 */
function isOpenAt(config: Pick<Config, 'SESSION_IDLE_TTL'>, now: Date) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - config.SESSION_IDLE_TTL * 1000)),
  );
}

/** Opens a session and returns its bearer token (shown once, stored hashed). */
export async function createSession(
  db: Db,
  userId: string,
  ttlSeconds: number,
  userAgent: string | null,
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    lastSeenAt: now,
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

/**
 * The viewer behind a bearer token, or null when it is unknown, revoked, expired or idle too long.
 * A use after a minute or more records itself (last_seen_at) once the answer is on its way.
 */
export async function resolveViewer(
  deps: Pick<AppDeps, 'db' | 'config' | 'log'>,
  token: string | null,
): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const [row] = await deps.db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      userType: users.userType,
      locale: users.locale,
      twoFactorEnabledAt: twoFactorSecrets.enabledAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isOpenAt(deps.config, now)));
  if (!row) return null;
  const { twoFactorEnabledAt, lastSeenAt, ...viewer } = row;
  // Read with the session above, so a use within the minute costs neither a write nor a query.
  if (now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS)
    afterAnswer(deps, 'session last seen', async () => {
      await touchSession(deps.db, row.sessionId, now);
    });
  return {
    ...viewer,
    twoFactorEnabled: twoFactorEnabledAt !== null,
    permissions: await findModulePermissions(deps.db, row),
  };
}

/**
 * Records a use of the session at `now`, unless one was recorded less than a minute before: the
 * check is in the UPDATE itself, so requests racing in this process or another write once.
 * Answers whether it wrote.
 */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const touched = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        lte(sessions.lastSeenAt, new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS)),
      ),
    )
    .returning({ id: sessions.id });
  return touched.length > 0;
}

/**
 * Deletes the sessions ended at `now` (revoked, past their absolute end or idle too long): an ended
 * session never opens again, and its row only kept a device's name and times. Answers how many.
 */
export async function deleteEndedSessions(deps: Pick<AppDeps, 'db' | 'config'>, now: Date): Promise<number> {
  const gone = await deps.db
    .delete(sessions)
    .where(not(isOpenAt(deps.config, now)!))
    .returning({ id: sessions.id });
  return gone.length;
}

registerRetentionStep('endedSessions', deleteEndedSessions);

/** Ends one session; answers its id, or nothing when it had already ended. */
export async function revokeSession(db: Db, sessionId: string): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}

/** Ends every open session of a user, but `keep` (password changed on that device); answers their ids. */
export async function revokeAllSessions(db: Db, userId: string, keep?: string): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    )
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}

/**
 * Gives a session a new bearer token and answers it: the device keeps its session (and its open
 * subscriptions) while the old token, which may have leaked with the old password, stops working.
 */
export async function renewSessionToken(db: Db, sessionId: string): Promise<string> {
  const token = newToken();
  await db
    .update(sessions)
    .set({ tokenHash: hashToken(token) })
    .where(eq(sessions.id, sessionId));
  return token;
}

/** Whether a session is still open (not revoked, not expired, not idle too long). */
export async function isSessionOpen(
  deps: Pick<AppDeps, 'db' | 'config'>,
  sessionId: string,
): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isOpenAt(deps.config, new Date())));
  return Boolean(row);
}

/**
 * Tells every API process (through the pub/sub adapter: Redis when there are several) that these
 * sessions ended, so each closes the WebSockets opened with them (http/session-sockets.ts). Called
 * after the revocation is committed, so no process re-reads the session as open.
 */
export function announceRevoked(pubsub: PubSub, sessionIds: string[]): void {
  if (sessionIds.length) pubsub.publish('session:revoked', { sessionIds });
}

/** Reads `Bearer <token>` from an Authorization header value. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
