import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { twoFactorSecrets } from '../../db/schema/two-factor';
import { sessions, users } from '../../db/schema/users';
import type { AppDeps, Viewer } from '../../graphql/context';
import { findModulePermissions } from '../users/permission.service';
import { hashToken, newToken } from './token';

type PubSub = AppDeps['pubsub'];

/** Opens a session and returns its bearer token (shown once, stored hashed). */
export async function createSession(
  db: Db,
  userId: string,
  ttlSeconds: number,
  userAgent: string | null,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

/** The viewer behind a bearer token, or null when it is unknown, expired or revoked. */
export async function resolveViewer(db: Db, token: string | null): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      userType: users.userType,
      locale: users.locale,
      twoFactorEnabledAt: twoFactorSecrets.enabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!row) return null;
  const { twoFactorEnabledAt, ...viewer } = row;
  return {
    ...viewer,
    twoFactorEnabled: twoFactorEnabledAt !== null,
    permissions: await findModulePermissions(db, row),
  };
}

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

/** Whether a session is still open (not revoked, not expired). */
export async function isSessionOpen(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
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
