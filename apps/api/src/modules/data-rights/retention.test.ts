import {
  APPLICATION_DOCUMENT_RETENTION_DAYS,
  IP_ADDRESS_RETENTION_DAYS,
} from '@rentals/domain/data-rights/rules';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileObjects } from '../../db/schema/files';
import { jobs } from '../../db/schema/jobs';
import { leaseEvents } from '../../db/schema/leases';
import { rentalApplicationFiles, rentalApplications } from '../../db/schema/rental-applications';
import { rateLimits } from '../../db/schema/users';
import { createTestApi, type TestApi } from '../../test/harness';
import { runDueJobs } from '../jobs/job-runner';
import { sentLease } from '../leases/test-leases';
import { submittedApplication } from '../rental-applications/test-applications';
import { PSEUDONYM_PREFIX, RETENTION_JOB, runRetention, scheduleRetention } from './retention.service';

const DAY = 86_400_000;
const NOW = new Date('2027-03-01T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A submitted application moved to `status`, decided `days` before NOW; answers its file ids. */
async function decidedApplication(status: 'DECLINED' | 'EXPIRED' | 'APPROVED', days: number) {
  const fixture = await submittedApplication(api);
  await api.deps.db
    .update(rentalApplications)
    .set({ status, decidedAt: daysBefore(days) })
    .where(eq(rentalApplications.id, fixture.application.id));
  const held = await api.deps.db
    .select({ fileId: rentalApplicationFiles.fileId })
    .from(rentalApplicationFiles)
    .where(eq(rentalApplicationFiles.applicationId, fixture.application.id));
  return { ...fixture, fileIds: held.map((h) => h.fileId) };
}

async function filesLeft(ids: string[]) {
  return (
    await api.deps.db.select({ id: fileObjects.id }).from(fileObjects).where(inArray(fileObjects.id, ids))
  ).length;
}

describe('application documents', () => {
  it('are removed from declined and expired applications once past retention, not before', async () => {
    const declined = await decidedApplication('DECLINED', APPLICATION_DOCUMENT_RETENTION_DAYS);
    const expired = await decidedApplication('EXPIRED', APPLICATION_DOCUMENT_RETENTION_DAYS + 30);
    const recent = await decidedApplication('DECLINED', APPLICATION_DOCUMENT_RETENTION_DAYS - 1);
    const approved = await decidedApplication('APPROVED', APPLICATION_DOCUMENT_RETENTION_DAYS + 30);
    expect(declined.fileIds.length).toBeGreaterThan(0);

    await runRetention(api.deps, NOW);
    expect(await filesLeft(declined.fileIds)).toBe(0);
    expect(await filesLeft(expired.fileIds)).toBe(0);
    expect(await filesLeft(recent.fileIds)).toBe(recent.fileIds.length);
    expect(await filesLeft(approved.fileIds)).toBe(approved.fileIds.length);
    // The application itself stays, with its history, for the landlord.
    const [kept] = await api.deps.db
      .select()
      .from(rentalApplications)
      .where(eq(rentalApplications.id, declined.application.id));
    expect(kept!.status).toBe('DECLINED');
  });

  it('keeps a document another application still holds', async () => {
    const declined = await decidedApplication('DECLINED', APPLICATION_DOCUMENT_RETENTION_DAYS + 1);
    const open = await submittedApplication(api);
    const shared = declined.fileIds[0]!;
    await api.deps.db
      .insert(rentalApplicationFiles)
      .values({ applicationId: open.application.id, fileId: shared, documentKey: 'govIdsFile' });
    await runRetention(api.deps, NOW);
    expect(await filesLeft([shared])).toBe(1);
    expect(await filesLeft(declined.fileIds.slice(1))).toBe(0);
  });
});

describe('IP addresses', () => {
  it('are replaced by one keyed hash per address once past retention, so counts still work', async () => {
    const { lease } = await sentLease(api);
    const events = await api.deps.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, lease.id));
    expect(events.length).toBeGreaterThanOrEqual(2);
    const [recent, ...old] = events;
    for (const event of old)
      await api.deps.db
        .update(leaseEvents)
        .set({ ip: '203.0.113.7', at: daysBefore(IP_ADDRESS_RETENTION_DAYS + 1) })
        .where(eq(leaseEvents.id, event.id));
    await api.deps.db
      .update(leaseEvents)
      .set({ ip: '203.0.113.7', at: daysBefore(IP_ADDRESS_RETENTION_DAYS - 1) })
      .where(eq(leaseEvents.id, recent!.id));
    await api.deps.db.insert(rateLimits).values([
      { key: 'login-ip:203.0.113.7', attempts: 3, nextAt: daysBefore(IP_ADDRESS_RETENTION_DAYS + 1) },
      { key: 'login-ip:203.0.113.8', attempts: 3, nextAt: daysBefore(1) },
    ]);

    await runRetention(api.deps, NOW);
    const after = await api.deps.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, lease.id));
    const byId = new Map(after.map((e) => [e.id, e.ip]));
    expect(byId.get(recent!.id)).toBe('203.0.113.7');
    const hashed = old.map((e) => byId.get(e.id)!);
    expect(hashed[0]).toMatch(new RegExp(`^${PSEUDONYM_PREFIX}[\\w-]{22}$`));
    expect(new Set(hashed).size).toBe(1);
    const counters = await api.deps.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(counters.map((c) => c.key)).toEqual(['login-ip:203.0.113.8']);

    // A second run changes nothing more: a pseudonym is never hashed again.
    await runRetention(api.deps, new Date(NOW.getTime() + DAY));
    const again = await api.deps.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, lease.id));
    expect(again.filter((e) => e.id !== recent!.id).map((e) => e.ip)).toEqual(hashed);
  });
});

describe('the daily run', () => {
  it('runs at 03:00 UTC and plans the next day’s', async () => {
    await scheduleRetention(api.deps.db, NOW);
    const planned = async () =>
      (await api.deps.db.select().from(jobs).where(eq(jobs.key, RETENTION_JOB)))[0]!;
    expect((await planned()).runAt.toISOString()).toBe('2027-03-02T03:00:00.000Z');
    // Planning again at start-up keeps the time already planned.
    await scheduleRetention(api.deps.db, new Date('2027-03-01T13:00:00Z'));
    expect((await planned()).runAt.toISOString()).toBe('2027-03-02T03:00:00.000Z');

    // Earlier tests' jobs (expiries, reminders) are due too: run until none is left.
    while ((await runDueJobs(api.deps, new Date('2027-03-02T03:00:00Z'))) > 0);
    expect(await planned()).toMatchObject({ doneAt: null, lastError: null });
    expect((await planned()).runAt.toISOString()).toBe('2027-03-03T03:00:00.000Z');
  });
});
