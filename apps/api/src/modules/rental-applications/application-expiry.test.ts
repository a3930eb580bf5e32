import { APPLICATION_EXPIRY_DAYS } from '@rentals/domain/rental-applications/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalApplicationHistory, rentalApplications } from '../../db/schema/rental-applications';
import { runJobs } from '../viewings/test-viewing-emails';
import { createTestApi, type TestApi } from '../../test/harness';
import { expireApplication } from './application-status.service';
import { applicationMails, conversationKeys, submittedApplication } from './test-applications';

/* Expiry (issue 18): APPLICATION_EXPIRY_DAYS after submission, an open application becomes EXPIRED. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const DAY_MS = 86_400_000;
const statusOf = async (id: string) =>
  (await api.deps.db.select().from(rentalApplications).where(eq(rentalApplications.id, id)))[0]!.status;

describe('application expiry', () => {
  it('expires an open application when its job comes due, telling the applicant', async () => {
    const { application, applicant, listingId } = await submittedApplication(api);
    await runJobs(api);
    // Early, nothing happens (the transition refuses before the time).
    expect(await expireApplication(api.deps, application.id, new Date())).toBe(false);
    expect(await statusOf(application.id)).toBe('SUBMITTED');
    await runJobs(api, new Date(Date.now() + (APPLICATION_EXPIRY_DAYS + 1) * DAY_MS));
    expect(await statusOf(application.id)).toBe('EXPIRED');
    const history = await api.deps.db
      .select()
      .from(rentalApplicationHistory)
      .where(eq(rentalApplicationHistory.applicationId, application.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.byId])).toEqual([
      [null, 'SUBMITTED', applicant.user.id],
      ['SUBMITTED', 'EXPIRED', null],
    ]);
    expect(await conversationKeys(api, applicant.user.id, listingId)).toContain('RENTAL_APPLICATION_EXPIRED');
    const mails = await applicationMails(api, applicant.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your rental application for Maple Court: Expired']);
  });

  it('leaves a decided application as it is', async () => {
    const { application, applicant } = await submittedApplication(api);
    await api.execute(
      'mutation($id: ID!) { withdrawRentalApplication(id: $id) { id } }',
      { id: application.id },
      { token: applicant.token },
    );
    await runJobs(api, new Date(Date.now() + (APPLICATION_EXPIRY_DAYS + 1) * DAY_MS));
    expect(await statusOf(application.id)).toBe('WITHDRAWN');
  });
});
