import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { createTestApi, type TestApi } from '../../test/harness';
import { registerJobHandler } from './job-handlers';
import { enqueueJob } from './job-queue';
import { runDueJobs, startJobRunner } from './job-runner';

/*
 * A process stopping (SIGTERM) finishes the job it is running and gives the rest of its batch back
 * to the table: it neither waits for a backlog nor holds jobs another process could run now.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const started: string[] = [];
let finishRunning: () => void = () => undefined;
const running = new Promise<void>((resolve) => (finishRunning = resolve));
registerJobHandler('test-stop-slow', async (_deps, payload) => {
  started.push(String(payload.key));
  await running;
});

it('finishes the job under way and releases the claimed ones it did not begin', async () => {
  const keys = ['stop-a', 'stop-b', 'stop-c'];
  const runAt = new Date(Date.now() - 60_000);
  for (const key of keys)
    await enqueueJob(api.deps.db, { kind: 'test-stop-slow', key, payload: { key }, runAt });

  const stop = startJobRunner(api.deps, 20);
  while (started.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  const stopped = stop();
  finishRunning();
  await stopped;

  expect(started).toHaveLength(1);
  const rows = await api.deps.db.select().from(jobs).where(inArray(jobs.key, keys));
  const done = rows.filter((row) => row.outcome === 'DONE');
  expect(done.map((row) => row.key)).toEqual(started);
  const released = rows.filter((row) => row.outcome === null);
  expect(released).toHaveLength(2);
  for (const row of released) {
    expect(row.lockedUntil).toBeNull();
    expect(row.attempts).toBe(0);
  }

  // Another process takes them at once, not after the lock time.
  expect(await runDueJobs(api.deps)).toBe(2);
  expect([...started].sort()).toEqual(keys);
});
