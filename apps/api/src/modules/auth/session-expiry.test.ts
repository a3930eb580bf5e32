import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/users';
import { createTestApi, type TestApi } from '../../test/harness';
import { runRetention } from '../data-rights/retention.service';
import { createSession, isSessionOpen, revokeSession, touchSession } from './session.service';
import { hashToken } from './token';

/*
 * A session ends SESSION_IDLE_TTL after its last use, and SESSION_TTL after sign-in however often
 * it is used. The clock is faked (Date only) so the times are exact; each test opens its sessions.
 */

const IDLE = 600;
const ABSOLUTE = 1800;
const START = Date.UTC(2026, 10, 27, 12, 0, 0);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { SESSION_IDLE_TTL: String(IDLE), SESSION_TTL: String(ABSOLUTE) } });
});
afterAll(() => api.close());
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: START }));
afterEach(() => vi.useRealTimers());

/** Sets the clock `seconds` after the start. */
const at = (seconds: number) => vi.setSystemTime(START + seconds * 1000);
const time = (seconds: number) => new Date(START + seconds * 1000);

/** A user signed in now, as every sign-in opens a session (SESSION_TTL from the config). */
async function signIn() {
  const { user } = await api.factories.user();
  return { user, token: await createSession(api.deps.db, user.id, api.config.SESSION_TTL, 'test') };
}

/** The id of the user a request with `token` is answered for (null: a visitor), its work done. */
async function who(token: string): Promise<string | null> {
  const r = await api.execute<{ currentUser: { id: string } | null }>(
    '{ currentUser { id } }',
    {},
    { token },
  );
  expect(r.errors).toBeUndefined();
  await api.settle();
  return r.data!.currentUser?.id ?? null;
}

async function sessionOf(token: string) {
  const [row] = await api.deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!;
}

describe('idle expiry', () => {
  it('ends a session unused for SESSION_IDLE_TTL; a later request does not reopen it', async () => {
    const { token } = await signIn();
    const other = await signIn();
    at(IDLE - 1);
    expect(await who(other.token)).toBe(other.user.id);
    at(IDLE);
    expect(await who(token)).toBeNull();
    expect(await isSessionOpen(api.deps, (await sessionOf(token)).id)).toBe(false);
    at(IDLE + 1);
    expect(await who(token)).toBeNull();
    expect((await sessionOf(token)).lastSeenAt).toEqual(time(0));
    // The session used just before the idle time ran out is still open.
    expect(await isSessionOpen(api.deps, (await sessionOf(other.token)).id)).toBe(true);
  });

  it('keeps a session used within the idle time open, from its last use', async () => {
    const { user, token } = await signIn();
    at(IDLE - 100);
    expect(await who(token)).toBe(user.id);
    expect((await sessionOf(token)).lastSeenAt).toEqual(time(IDLE - 100));
    // Past the idle time since sign-in, within it since the last use.
    at(2 * IDLE - 101);
    expect(await who(token)).toBe(user.id);
    expect((await sessionOf(token)).lastSeenAt).toEqual(time(2 * IDLE - 101));
  });
});

describe('absolute expiry', () => {
  it('ends a session used all the time at SESSION_TTL after sign-in', async () => {
    const { user, token } = await signIn();
    for (let seconds = 300; seconds < ABSOLUTE; seconds += 300) {
      at(seconds);
      expect(await who(token)).toBe(user.id);
    }
    at(ABSOLUTE - 1);
    expect(await who(token)).toBe(user.id);
    at(ABSOLUTE);
    expect(await who(token)).toBeNull();
    expect((await sessionOf(token)).lastSeenAt).toEqual(time(ABSOLUTE - 1));
  });
});

describe('recording the last use', () => {
  it('writes at most once a minute, and not at all within the minute', async () => {
    const { user, token } = await signIn();
    const update = vi.spyOn(api.deps.db, 'update');
    try {
      for (const seconds of [1, 30, 59]) {
        at(seconds);
        expect(await who(token)).toBe(user.id);
      }
      expect(update).not.toHaveBeenCalled();
      expect((await sessionOf(token)).lastSeenAt).toEqual(time(0));
    } finally {
      update.mockRestore();
    }
    at(60);
    expect(await who(token)).toBe(user.id);
    expect((await sessionOf(token)).lastSeenAt).toEqual(time(60));
    at(119);
    expect(await who(token)).toBe(user.id);
    expect((await sessionOf(token)).lastSeenAt).toEqual(time(60));
    at(120);
    expect(await who(token)).toBe(user.id);
    expect((await sessionOf(token)).lastSeenAt).toEqual(time(120));
  });

  it('writes once when requests race, here or in another process', async () => {
    const { token } = await signIn();
    const { id } = await sessionOf(token);
    // Both read the session as last seen at sign-in; only the first write passes the UPDATE's check.
    const written = await Promise.all([
      touchSession(api.deps.db, id, time(90)),
      touchSession(api.deps.db, id, time(91)),
    ]);
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await touchSession(api.deps.db, id, time(140))).toBe(false);
    expect(await touchSession(api.deps.db, id, time(30))).toBe(false);
    expect([time(90), time(91)]).toContainEqual((await sessionOf(token)).lastSeenAt);
  });
});

describe('ended sessions', () => {
  it('are deleted by the daily retention run; open ones stay', async () => {
    const idle = await signIn();
    const revoked = await signIn();
    const old = await signIn();
    await revokeSession(api.deps.db, (await sessionOf(revoked.token)).id);
    // `old` is used all along, until past SESSION_TTL; `idle` never after sign-in.
    for (const seconds of [400, 800, 1200, 1600, ABSOLUTE - 1]) {
      at(seconds);
      expect(await who(old.token)).toBe(old.user.id);
    }
    at(ABSOLUTE - 200);
    const open = await signIn();
    at(ABSOLUTE);
    const ran = await runRetention(api.deps, new Date());
    expect(ran.endedSessions).toBeGreaterThanOrEqual(3);
    const left = new Set(
      (await api.deps.db.select({ userId: sessions.userId }).from(sessions)).map((s) => s.userId),
    );
    expect([open, idle, revoked, old].map((s) => left.has(s.user.id))).toEqual([true, false, false, false]);
    expect(await who(open.token)).toBe(open.user.id);
  });
});
