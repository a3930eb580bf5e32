/*
 * 'Confirm it is you' before a sensitive change (deleting the account, turning two-factor off). An
 * account with a password types it; an account without one (opened by hosted login) has nothing
 * to type, so it counts as confirmed while its session is fresh: the provider checked the person
 * when that session was opened. No node:crypto here, so the web may import it.
 */

/** Minutes after signing in during which a passwordless account may make a sensitive change. */
export const REAUTHENTICATION_WINDOW_MINUTES = 10;

/**
 * Whether a session opened at `sessionCreatedAt` is recent enough, at `now`, to stand for the
 * person having just proved who they are. A session dated in the future (clocks apart) is not.
 */
export function recentlySignedIn(sessionCreatedAt: Date, now: Date): boolean {
  const age = now.getTime() - sessionCreatedAt.getTime();
  return age >= 0 && age <= REAUTHENTICATION_WINDOW_MINUTES * 60_000;
}
