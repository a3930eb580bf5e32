import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { fileObjects } from '../../db/schema/files';
import { emailOutbox } from '../../db/schema/mail';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { JOB_RETRY_DELAYS_MS, runDueJobs } from '../jobs/job-runner';
import {
  PRIVACY_REQUESTS,
  REQUEST_DATA_EXPORT,
  RETRY_DATA_EXPORT,
  type DataExportAnswer,
  myExportOf,
  requestExportAs,
} from './test-privacy';

/*
 * A data export whose build job gives up (issue 25): the request reads FAILED instead of 'being
 * prepared' for ever, the user may ask again, and staff may retry it from /privacy-requests.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
afterEach(() => vi.restoreAllMocks());

/** The storage refuses every write, as an unreachable S3 would, until the test restores it. */
const breakStorage = () =>
  vi.spyOn(api.deps.storage, 'put').mockRejectedValue(new Error('storage is unreachable'));

/** Runs every job due at `now` until none is left. */
async function runJobs(now = new Date()) {
  while ((await runDueJobs(api.deps, now)) > 0);
}

/** Runs the due jobs at every attempt the runner gives a failing one, from now. */
async function runEveryAttempt() {
  let at = new Date();
  await runJobs(at);
  for (const delay of JOB_RETRY_DELAYS_MS) await runJobs((at = new Date(at.getTime() + delay)));
}

const myExport = (user: CreatedUser) => myExportOf(api, user);
const requestExport = (user: CreatedUser) => requestExportAs(api, user);

const retry = (id: string, as: CreatedUser, locale = 'en') =>
  api.execute<{ retryDataExport: DataExportAnswer }>(
    RETRY_DATA_EXPORT,
    { id },
    { token: as.token, headers: { 'x-locale': locale } },
  );

/** A renter's export whose build failed on every attempt. */
async function failedExportOf(renter: CreatedUser): Promise<DataExportAnswer> {
  const requested = await requestExport(renter);
  const put = breakStorage();
  await runEveryAttempt();
  put.mockRestore();
  const failed = (await myExport(renter))!;
  expect(failed).toMatchObject({ id: requested.id, state: 'FAILED', fileId: null });
  return failed;
}

async function staffList(staff: CreatedUser) {
  const r = await api.execute<{
    privacyRequests: { items: { id: string; kind: string; status: string }[] };
  }>(PRIVACY_REQUESTS, { first: 50 }, { token: staff.token });
  expect(r.errors).toBeUndefined();
  return r.data!.privacyRequests.items;
}

const exportMails = async (renter: CreatedUser) =>
  api.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, renter.user.email), eq(emailOutbox.template, 'data-export-ready')));

describe('an export whose job fails on every attempt', () => {
  it('reads PREPARING between attempts, then FAILED, with no file kept and no e-mail', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const requested = await requestExport(renter);
    const put = breakStorage();
    let at = new Date();
    await runJobs(at);
    expect((await myExport(renter))!.state).toBe('PREPARING');
    for (const delay of JOB_RETRY_DELAYS_MS) await runJobs((at = new Date(at.getTime() + delay)));
    expect(put).toHaveBeenCalledTimes(JOB_RETRY_DELAYS_MS.length + 1);

    expect(await myExport(renter)).toMatchObject({ id: requested.id, state: 'FAILED', fileId: null });
    expect(
      await api.deps.db.select().from(fileObjects).where(eq(fileObjects.ownerId, renter.user.id)),
    ).toEqual([]);
    expect(await exportMails(renter)).toEqual([]);
  });

  it('no longer blocks asking again, and the new request is prepared', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const failed = await failedExportOf(renter);
    const again = await requestExport(renter);
    expect(again).toMatchObject({ state: 'REQUESTED' });
    expect(again.id).not.toBe(failed.id);
    await runJobs();
    expect((await myExport(renter))!).toMatchObject({ id: again.id, state: 'READY' });
    expect(await exportMails(renter)).toHaveLength(1);
  });
});

describe('staff retrying a failed export', () => {
  it('see it FAILED on the privacy requests, re-queue it, and it is prepared', async () => {
    const staff = await api.factories.user({ userType: 'ADMIN' });
    const renter = await api.factories.user({ userType: 'RENTER' });
    const failed = await failedExportOf(renter);
    expect((await staffList(staff)).find((item) => item.id === failed.id)).toMatchObject({
      kind: 'DATA_EXPORT',
      status: 'FAILED',
    });

    const retried = await retry(failed.id, staff);
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.retryDataExport).toMatchObject({ id: failed.id, state: 'REQUESTED' });
    // Who retried it, and for whom, is kept.
    const audited = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dataExport.retry'), eq(auditLog.entityId, renter.user.id)));
    expect(audited).toEqual([
      expect.objectContaining({
        actorId: staff.user.id,
        entityType: 'USER',
        after: { requestId: failed.id },
      }),
    ]);
    expect((await myExport(renter))!.state).toBe('REQUESTED');
    // Asked once already: the renter waits on the retried request.
    expect(errorCodes(await api.execute(REQUEST_DATA_EXPORT, {}, { token: renter.token }))).toEqual([
      'DATA_EXPORT_ALREADY_REQUESTED',
    ]);

    await runJobs();
    expect((await myExport(renter))!).toMatchObject({ id: failed.id, state: 'READY' });
    expect(await exportMails(renter)).toHaveLength(1);
    expect((await staffList(staff)).find((item) => item.id === failed.id)).toBeUndefined();
    expect(errorCodes(await retry(failed.id, staff))).toEqual(['DATA_EXPORT_NOT_FAILED']);
  });

  it('is refused to staff who only view users', async () => {
    const viewer = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'users', view: true, add: false, edit: false, delete: false }],
    });
    const failed = await failedExportOf(await api.factories.user({ userType: 'RENTER' }));
    expect(errorCodes(await retry(failed.id, viewer))).toEqual(['NO_ACCESS']);
  });

  it('is refused to a renter, even for someone else’s failed export, changing nothing', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const other = await api.factories.user({ userType: 'RENTER' });
    const failed = await failedExportOf(other);
    expect(errorCodes(await retry(failed.id, renter))).toEqual(['NO_ACCESS']);
    expect(errorCodes(await retry(failed.id, other))).toEqual(['NO_ACCESS']);
    expect((await myExport(other))!.state).toBe('FAILED');
  });

  it('answers coded errors, in French too, for a request not to retry', async () => {
    const staff = await api.factories.user({ userType: 'ADMIN' });
    expect(errorCodes(await retry('00000000-0000-4000-8000-000000000000', staff))).toEqual([
      'DATA_EXPORT_NOT_FOUND',
    ]);
    expect(errorCodes(await retry('not-an-id', staff))).toEqual(['DATA_EXPORT_NOT_FOUND']);

    // Pending, not failed.
    const waiting = await requestExport(await api.factories.user({ userType: 'RENTER' }));
    expect(errorCodes(await retry(waiting.id, staff))).toEqual(['DATA_EXPORT_NOT_FAILED']);

    // Failed, but the renter has asked again since: the newer request answers them.
    const renter = await api.factories.user({ userType: 'RENTER' });
    const failed = await failedExportOf(renter);
    await requestExport(renter);
    expect((await staffList(staff)).find((item) => item.id === failed.id)).toBeUndefined();
    const refused = await retry(failed.id, staff, 'fr');
    expect(errorCodes(refused)).toEqual(['DATA_EXPORT_NOT_FAILED']);
    expect(refused.errors?.[0]?.message).toContain('Seule une exportation de données échouée');
  });
});
