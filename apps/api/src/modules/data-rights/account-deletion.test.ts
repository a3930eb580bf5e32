import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { accountDeletionRequests } from '../../db/schema/data-rights';
import { jobs } from '../../db/schema/jobs';
import { listings } from '../../db/schema/listings';
import { rentalApplications } from '../../db/schema/rental-applications';
import { users } from '../../db/schema/users';
import { TEST_PASSWORD, type CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { runDueJobs } from '../jobs/job-runner';
import { approvedListingOf } from '../listings/test-listings';
import { submittedApplication } from '../rental-applications/test-applications';
import { PRIVACY_REQUESTS } from '../privacy/test-privacy';
import {
  CANCEL_BY_TOKEN,
  CANCEL_MINE,
  cancelToken,
  deletionMails,
  MY_DELETION,
  REQUEST_DELETION,
} from './test-data-rights';

type Requested = { requestAccountDeletion: { requestedAt: string; dueAt: string } };
const DAY = 86_400_000;

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi({ env: { ACCOUNT_DELETION_GRACE_DAYS: '14' } });
  // The heir of a departing landlord's listings, and the staff reading the privacy requests.
  admin = await api.factories.user({ userType: 'ADMIN' });
});

/** The staff 'Privacy requests' view's deletions, as staff read them. */
async function pendingDeletions() {
  const response = await api.execute<{
    privacyRequests: { items: { kind: string; status: string; dueAt: string; user: { id: string } }[] };
  }>(PRIVACY_REQUESTS, { first: 100 }, { token: admin.token });
  expect(response.errors).toBeUndefined();
  return response.data!.privacyRequests.items.filter((item) => item.kind === 'ACCOUNT_DELETION');
}
afterAll(() => api.close());

async function userExists(id: string) {
  return (await api.deps.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
}

async function request(token: string) {
  const response = await api.execute<Requested>(REQUEST_DELETION, { p: TEST_PASSWORD }, { token });
  expect(response.errors).toBeUndefined();
  return new Date(response.data!.requestAccountDeletion.dueAt);
}

describe('requesting the deletion of one’s own account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const renter = await api.factories.user();
    const response = await api.execute(REQUEST_DELETION, { p: 'not-it' }, { token: renter.token });
    expect(errorCodes(response)).toEqual(['INVALID_PASSWORD']);
    expect((await api.execute(MY_DELETION, {}, { token: renter.token })).data).toEqual({
      myAccountDeletion: null,
    });
    expect(await deletionMails(api, renter.user.email)).toEqual([]);
  });

  it('schedules it after the grace period and e-mails a cancel link in the user’s language', async () => {
    const renter = await api.factories.user({ locale: 'fr' });
    const before = Date.now();
    const dueAt = await request(renter.token);
    expect(dueAt.getTime() - before).toBeGreaterThanOrEqual(14 * DAY - 1000);
    expect(dueAt.getTime() - before).toBeLessThanOrEqual(14 * DAY + 5000);
    const mine = await api.execute<{ myAccountDeletion: { dueAt: string } }>(
      MY_DELETION,
      {},
      { token: renter.token },
    );
    expect(mine.data!.myAccountDeletion.dueAt).toBe(dueAt.toISOString());
    const [mail] = await deletionMails(api, renter.user.email);
    expect(mail!.subject).toBe('Votre compte Rentals sera supprimé');
    expect(mail!.textBody).toContain('http://localhost:3000/account-deletion/cancel?token=');

    const again = await api.execute(REQUEST_DELETION, { p: TEST_PASSWORD }, { token: renter.token });
    expect(errorCodes(again)).toEqual(['ACCOUNT_DELETION_ALREADY_REQUESTED']);
    // Staff see it among the privacy requests, due when the deletion runs.
    expect(await pendingDeletions()).toContainEqual(
      expect.objectContaining({
        status: 'SCHEDULED',
        dueAt: dueAt.toISOString(),
        user: expect.objectContaining({ id: renter.user.id }),
      }),
    );
  });

  it('is not for staff accounts', async () => {
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const response = await api.execute(REQUEST_DELETION, { p: TEST_PASSWORD }, { token: admin.token });
    expect(errorCodes(response)).toEqual(['NO_ACCESS']);
  });
});

describe('cancelling during the grace period', () => {
  it('keeps the account from the banner, and the due time passes without deleting it', async () => {
    const renter = await api.factories.user();
    const dueAt = await request(renter.token);
    expect((await api.execute(CANCEL_MINE, {}, { token: renter.token })).data).toEqual({
      cancelMyAccountDeletion: true,
    });
    await runDueJobs(api.deps, new Date(dueAt.getTime() + 1000));
    expect(await userExists(renter.user.id)).toBe(true);
    expect(errorCodes(await api.execute(CANCEL_MINE, {}, { token: renter.token }))).toEqual([
      'ACCOUNT_DELETION_NOT_REQUESTED',
    ]);
  });

  it('keeps the account from the e-mailed link, without signing in, once', async () => {
    const renter = await api.factories.user();
    await request(renter.token);
    const token = await cancelToken(api, renter.user.email);
    expect((await api.execute(CANCEL_BY_TOKEN, { t: token })).data).toEqual({ cancelAccountDeletion: true });
    expect(errorCodes(await api.execute(CANCEL_BY_TOKEN, { t: token }))).toEqual([
      'ACCOUNT_DELETION_NOT_REQUESTED',
    ]);
    expect((await api.execute(MY_DELETION, {}, { token: renter.token })).data).toEqual({
      myAccountDeletion: null,
    });
  });
});

describe('the deletion at the end of the grace period', () => {
  it('waits for the due time, then deletes as staff deletion does', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await approvedListingOf(api, landlord);
    const dueAt = await request(landlord.token);

    await runDueJobs(api.deps, new Date(dueAt.getTime() - 60_000));
    expect(await userExists(landlord.user.id)).toBe(true);

    await runDueJobs(api.deps, new Date(dueAt.getTime() + 1000));
    expect(await userExists(landlord.user.id)).toBe(false);
    const [moved] = await api.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(moved!.isHidden).toBe(true);
    expect(moved!.ownerId).not.toBe(landlord.user.id);
    const [entry] = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.delete'), eq(auditLog.entityId, landlord.user.id)));
    expect(entry).toMatchObject({ actorId: null, actorEmail: 'account-deletion-request' });
    expect(entry!.before).toMatchObject({ email: landlord.user.email });
    expect((await pendingDeletions()).map((item) => item.user.id)).not.toContain(landlord.user.id);
  });

  it('leaves the account whole when the deletion fails in the middle, and tries again', async () => {
    const { applicant, application } = await submittedApplication(api);
    const dueAt = await request(applicant.token);
    // The last statement of the deletion fails, after the applications were erased in the transaction.
    const statements = [
      `create function fail_user_delete() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`,
      `create trigger fail_user_delete before delete on users for each row
        when (old.id = '${applicant.user.id}') execute function fail_user_delete()`,
    ];
    for (const statement of statements) await api.deps.db.execute(sql.raw(statement));
    try {
      await runDueJobs(api.deps, new Date(dueAt.getTime() + 1000));
    } finally {
      await api.deps.db.execute(sql.raw('drop trigger fail_user_delete on users'));
      await api.deps.db.execute(sql.raw('drop function fail_user_delete()'));
    }
    expect(await userExists(applicant.user.id)).toBe(true);
    const [kept] = await api.deps.db
      .select()
      .from(rentalApplications)
      .where(eq(rentalApplications.id, application.id));
    expect(kept).toMatchObject({ applicantId: applicant.user.id, status: 'SUBMITTED', erasedAt: null });
    expect(
      await api.deps.db
        .select()
        .from(accountDeletionRequests)
        .where(eq(accountDeletionRequests.userId, applicant.user.id)),
    ).toHaveLength(1);
    const [job] = await api.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `account-deletion:${applicant.user.id}`));
    expect(job).toMatchObject({ doneAt: null, lastError: expect.stringContaining('delete from "users"') });

    // The retry, once the failure is gone, deletes it.
    await runDueJobs(api.deps, new Date(job!.runAt.getTime() + 1000));
    expect(await userExists(applicant.user.id)).toBe(false);
  });
});
