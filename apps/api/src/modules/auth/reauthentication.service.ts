import { eq, sql } from 'drizzle-orm';
import {
  REAUTHENTICATION_WINDOW_MINUTES,
  recentlySignedIn,
} from '@rentals/domain/auth/reauthentication-rules';
import { sessions, users } from '../../db/schema/users';
import type { Context, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { confirmPassword } from './auth.service';

/*
 * The one 'confirm it is you' step in front of sensitive changes (deleting the account, turning
 * two-factor off). Its rule for accounts without a password lives in packages/domain
 * (auth/reauthentication-rules.ts), where the pages read the same window.
 */

/**
 * Confirms that the viewer is the account's owner. An account with a password gives it, checked
 * as confirmPassword does (counted like a log-in; INVALID_PASSWORD when wrong or missing). An
 * account without one (opened by hosted login) has nothing to type: its session must have been
 * opened within REAUTHENTICATION_WINDOW_MINUTES, when the provider last checked the person;
 * otherwise REAUTHENTICATION_REQUIRED, and the page sends them to sign in again.
 */
export async function confirmItIsYou(
  ctx: Context,
  viewer: Viewer,
  password: string | null | undefined,
): Promise<void> {
  const [row] = await ctx.db
    .select({
      passwordHash: users.passwordHash,
      sessionCreatedAt: sessions.createdAt,
      // The session's time was written by the database's clock: it is measured by the same one.
      now: sql<Date>`now()`.mapWith(sessions.createdAt),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, viewer.sessionId));
  if (!row) throw new AppError('UNAUTHENTICATED');
  if (row.passwordHash !== null) {
    await confirmPassword(ctx, viewer, password ?? '');
    return;
  }
  if (!recentlySignedIn(row.sessionCreatedAt, row.now))
    throw new AppError('REAUTHENTICATION_REQUIRED', { minutes: REAUTHENTICATION_WINDOW_MINUTES });
}
