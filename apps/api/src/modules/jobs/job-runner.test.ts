import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { rowsOf } from '../../db/sql-helpers';
import { createTestApi, type TestApi } from '../../test/harness';
import { registerJobHandler } from './job-handlers';
import { cancelJobs, enqueueJob } from './job-queue';
import { JOB_GIVE_UP_TRIES, JOB_LOCK_SECONDS, JOB_RETRY_DELAYS_MS, runDueJobs } from './job-runner';

/* Jobs kept in the database: each runs once, at its time, across processes (issue 17's reminders). */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await api.deps.db.execute(sql`create table test_given_up (name text not null)`);
});
afterAll(() => api.close());

const ran: string[] = [];
registerJobHandler('test-record', async (_deps, payload) => {
  // A little wait, so that two runners at once really overlap.
  await new Promise((resolve) => setTimeout(resolve, 5));
  ran.push(String(payload.name));
});
let failures = 0;
registerJobHandler('test-fail', async () => {
  failures++;
  throw new Error('the mail server said no');
});

// Its domain records each give-up (here, in a table of its own), unless told to fail at it.
const givenUp: string[] = [];
let giveUpBreaks = false;
let archiveBuilds = 0;
registerJobHandler(
  'test-give-up',
  async () => {
    archiveBuilds++;
    throw new Error('the archive could not be built');
  },
  {
    giveUp: async (tx, payload) => {
      await tx.execute(sql`insert into test_given_up (name) values (${String(payload.name)})`);
      if (giveUpBreaks) throw new Error('the give-up broke');
      givenUp.push(String(payload.name));
    },
  },
);

const givenUpRows = async () =>
  rowsOf<{ name: string }>(await api.deps.db.execute(sql`select name from test_given_up`));

const NOW = new Date('2026-11-26T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const rowOf = async (key: string) => (await api.deps.db.select().from(jobs).where(eq(jobs.key, key)))[0]!;
/** Runs until nothing is due at `now`, as a process's timer would. */
const drain = async (now: Date) => {
  while ((await runDueJobs(api.deps, now)) > 0);
};

// Moves its own job to a later time while it runs, as extending a boost moves its expiry job.
registerJobHandler('test-move-self', async (deps, payload) => {
  await enqueueJob(deps.db, {
    kind: 'test-move-self',
    key: String(payload.key),
    payload: { key: payload.key, moved: true },
    runAt: new Date(String(payload.to)),
  });
});

describe('jobs', () => {
  it('stay to do when enqueued again while they run, at the new time', async () => {
    const to = later(3_600_000).toISOString();
    await enqueueJob(api.deps.db, {
      kind: 'test-move-self',
      key: 'move:a',
      payload: { key: 'move:a', to },
      runAt: NOW,
    });
    await runDueJobs(api.deps, NOW);
    const row = await rowOf('move:a');
    expect(row.doneAt).toBeNull();
    expect(row.runAt).toEqual(new Date(to));
    expect(row.payload).toMatchObject({ moved: true });
  });

  it('run once each, when due, through their handler', async () => {
    ran.length = 0;
    await enqueueJob(api.deps.db, { kind: 'test-record', key: 'once:a', payload: { name: 'a' }, runAt: NOW });
    await enqueueJob(api.deps.db, {
      kind: 'test-record',
      key: 'once:b',
      payload: { name: 'b' },
      runAt: later(60_000),
    });
    await drain(NOW);
    expect(ran).toEqual(['a']);
    await drain(later(60_000));
    await drain(later(120_000));
    expect(ran).toEqual(['a', 'b']);
    expect(await rowOf('once:a')).toMatchObject({ outcome: 'DONE', attempts: 1, lockedUntil: null });
  });

  it('move when enqueued again under their key, and stop when cancelled', async () => {
    ran.length = 0;
    const key = 'moved:1';
    await enqueueJob(api.deps.db, { kind: 'test-record', key, payload: { name: 'first' }, runAt: NOW });
    await enqueueJob(api.deps.db, {
      kind: 'test-record',
      key,
      payload: { name: 'second' },
      runAt: later(3_600_000),
    });
    await drain(NOW);
    expect(ran).toEqual([]);
    await enqueueJob(api.deps.db, {
      kind: 'test-record',
      key: 'moved:2',
      payload: { name: 'x' },
      runAt: NOW,
    });
    expect(await cancelJobs(api.deps.db, 'moved:')).toBe(2);
    await drain(later(7_200_000));
    expect(ran).toEqual([]);
    expect(await rowOf(key)).toMatchObject({ outcome: 'CANCELLED', payload: { name: 'second' } });
  });

  it('run once even when two processes look for due jobs at the same moment', async () => {
    ran.length = 0;
    const names = Array.from({ length: 60 }, (_, i) => `job-${i}`);
    for (const name of names) {
      await enqueueJob(api.deps.db, {
        kind: 'test-record',
        key: `race:${name}`,
        payload: { name },
        runAt: NOW,
      });
    }
    await Promise.all(Array.from({ length: 5 }, () => drain(NOW)));
    expect([...ran].sort()).toEqual([...names].sort());
  });

  it('are taken again once a process that claimed them has stopped holding them', async () => {
    ran.length = 0;
    const key = 'crashed:1';
    await enqueueJob(api.deps.db, { kind: 'test-record', key, payload: { name: 'late' }, runAt: NOW });
    // A process claimed it and died before running it.
    await api.deps.db
      .update(jobs)
      .set({ lockedUntil: later(JOB_LOCK_SECONDS * 1000), attempts: 1 })
      .where(eq(jobs.key, key));
    await drain(later(1000));
    expect(ran).toEqual([]);
    await drain(later(JOB_LOCK_SECONDS * 1000));
    expect(ran).toEqual(['late']);
  });

  it('are tried again after a wait when they fail, then marked failed with the error', async () => {
    failures = 0;
    const key = 'failing:1';
    await enqueueJob(api.deps.db, { kind: 'test-fail', key, payload: {}, runAt: NOW });
    let at = NOW;
    await drain(at);
    expect(await rowOf(key)).toMatchObject({
      outcome: null,
      attempts: 1,
      lastError: 'the mail server said no',
    });
    for (const delay of JOB_RETRY_DELAYS_MS) {
      at = new Date(at.getTime() + delay);
      await drain(at);
    }
    expect(failures).toBe(JOB_RETRY_DELAYS_MS.length + 1);
    expect(await rowOf(key)).toMatchObject({ outcome: 'FAILED', lockedUntil: null });
  });

  it('give up through their domain once, after the last attempt, in the same transaction', async () => {
    givenUp.length = 0;
    const key = 'give-up:1';
    await enqueueJob(api.deps.db, { kind: 'test-give-up', key, payload: { name: 'export' }, runAt: NOW });
    let at = NOW;
    await drain(at);
    for (const delay of JOB_RETRY_DELAYS_MS.slice(0, -1)) await drain((at = new Date(at.getTime() + delay)));
    expect(givenUp).toEqual([]);

    // The give-up breaks: neither its write nor the FAILED mark stays, and the job is taken again.
    giveUpBreaks = true;
    await drain((at = new Date(at.getTime() + JOB_RETRY_DELAYS_MS.at(-1)!)));
    expect(await rowOf(key)).toMatchObject({ outcome: null, doneAt: null });
    expect(await givenUpRows()).toEqual([]);

    giveUpBreaks = false;
    const builds = archiveBuilds;
    await drain(new Date(at.getTime() + JOB_LOCK_SECONDS * 1000));
    // Taken again, it only gives up: the handler is not run once more.
    expect(archiveBuilds).toBe(builds);
    expect(givenUp).toEqual(['export']);
    expect(await rowOf(key)).toMatchObject({
      outcome: 'FAILED',
      lastError: 'the archive could not be built',
    });
    expect(await givenUpRows()).toEqual([{ name: 'export' }]);
  });

  it(`are marked failed without their domain once its give-up broke ${JOB_GIVE_UP_TRIES} times`, async () => {
    const key = 'give-up:broken';
    await enqueueJob(api.deps.db, { kind: 'test-give-up', key, payload: { name: 'broken' }, runAt: NOW });
    let at = NOW;
    await drain(at);
    for (const delay of JOB_RETRY_DELAYS_MS.slice(0, -1)) await drain((at = new Date(at.getTime() + delay)));
    giveUpBreaks = true;
    let builds = 0;
    try {
      // The last attempt, then its give-up breaks: the job stays to do.
      await drain((at = new Date(at.getTime() + JOB_RETRY_DELAYS_MS.at(-1)!)));
      builds = archiveBuilds;
      for (let tries = 1; tries < JOB_GIVE_UP_TRIES; tries++) {
        expect(await rowOf(key)).toMatchObject({ outcome: null, doneAt: null });
        await drain((at = new Date(at.getTime() + JOB_LOCK_SECONDS * 1000)));
      }
    } finally {
      giveUpBreaks = false;
    }
    expect(await rowOf(key)).toMatchObject({
      outcome: 'FAILED',
      lastError: 'the archive could not be built',
    });
    expect(archiveBuilds).toBe(builds);
    // Over: it is not taken again.
    const { attempts } = await rowOf(key);
    await drain(new Date(at.getTime() + 24 * 3_600_000));
    expect((await rowOf(key)).attempts).toBe(attempts);
  });

  it('of a kind no domain registered fail rather than wait for ever', async () => {
    await enqueueJob(api.deps.db, { kind: 'nobody-does-this', key: 'orphan:1', payload: {}, runAt: NOW });
    let at = NOW;
    await drain(at);
    for (const delay of JOB_RETRY_DELAYS_MS) await drain((at = new Date(at.getTime() + delay)));
    expect(await rowOf('orphan:1')).toMatchObject({ outcome: 'FAILED' });
    expect((await rowOf('orphan:1')).lastError).toContain('no handler');
  });

  it('keep their earlier time when asked to, until they have run', async () => {
    const job = (runAt: Date) => ({
      kind: 'test-record',
      key: 'digest:1',
      payload: { name: 'digest' },
      runAt,
      keepEarlier: true,
    });
    await enqueueJob(api.deps.db, job(later(60_000)));
    // News after the digest was due does not push it to the next day.
    await enqueueJob(api.deps.db, job(later(86_400_000)));
    expect((await rowOf('digest:1')).runAt).toEqual(later(60_000));
    await enqueueJob(api.deps.db, job(later(30_000)));
    expect((await rowOf('digest:1')).runAt).toEqual(later(30_000));
    await drain(later(30_000));
    // Once run, the next one takes the new time.
    await enqueueJob(api.deps.db, job(later(86_400_000)));
    expect(await rowOf('digest:1')).toMatchObject({ runAt: later(86_400_000), doneAt: null });
  });
});
