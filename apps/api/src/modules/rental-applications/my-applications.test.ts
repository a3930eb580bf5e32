import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobs } from '../viewings/test-viewing-emails';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { applicationMails, conversationKeys, submittedApplication } from './test-applications';

/* The applicant's own applications (issue 18): their list, opening one, withdrawing it. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const MINE =
  '{ myRentalApplications(first: 10) { count items { id status listingTitle listingAddress submittedAt } } }';
const WITHDRAW = 'mutation($id: ID!) { withdrawRentalApplication(id: $id) { id status actions decidedAt } }';

describe('myRentalApplications', () => {
  it("lists the caller's applications only, with the listing's title and address", async () => {
    const { applicant, application } = await submittedApplication(api);
    await submittedApplication(api);
    const response = await api.execute<{
      myRentalApplications: { count: number; items: { id: string; listingTitle: string }[] };
    }>(MINE, {}, { token: applicant.token });
    expect(response.errors).toBeUndefined();
    expect(response.data!.myRentalApplications).toMatchObject({
      count: 1,
      items: [
        {
          id: application.id,
          status: 'SUBMITTED',
          listingTitle: 'Maple Court',
          listingAddress: '1 King St W, Toronto, ON',
        },
      ],
    });
  });
});

describe('withdrawRentalApplication', () => {
  it('withdraws an open application, tells the landlord, then refuses a second time', async () => {
    const { applicant, application, landlord, listingId } = await submittedApplication(api);
    const response = await api.execute<{ withdrawRentalApplication: { status: string; actions: string[] } }>(
      WITHDRAW,
      { id: application.id },
      { token: applicant.token },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.withdrawRentalApplication).toMatchObject({ status: 'WITHDRAWN', actions: [] });
    expect(await conversationKeys(api, applicant.user.id, listingId)).toEqual([
      'RENTAL_APPLICATION_SUBMITTED',
      'RENTAL_APPLICATION_WITHDRAWN',
    ]);
    await runJobs(api);
    expect((await applicationMails(api, landlord.user.email)).map((m) => m.template)).toEqual([
      'rental-application-received',
      'rental-application-received',
    ]);
    // The landlord keeps the status, no longer the details.
    const seen = await api.execute<{
      rentalApplication: { status: string; details: unknown; sin: string | null };
    }>(
      'query($id: ID!) { rentalApplication(id: $id) { status details sin } }',
      { id: application.id },
      { token: landlord.token },
    );
    expect(seen.data!.rentalApplication).toEqual({ status: 'WITHDRAWN', details: null, sin: null });
    const again = await api.execute(WITHDRAW, { id: application.id }, { token: applicant.token });
    expect(errorCodes(again)).toEqual(['RENTAL_APPLICATION_CLOSED']);
  });

  it('tells a renter who is not the applicant, and the landlord, that it does not exist', async () => {
    const { application, landlord } = await submittedApplication(api);
    const stranger = await api.factories.user({ userType: 'RENTER' });
    for (const who of [stranger, landlord])
      expect(errorCodes(await api.execute(WITHDRAW, { id: application.id }, { token: who.token }))).toEqual([
        'RENTAL_APPLICATION_NOT_FOUND',
      ]);
    expect(errorCodes(await api.execute(WITHDRAW, { id: 'not-an-id' }, { token: stranger.token }))).toEqual([
      'RENTAL_APPLICATION_NOT_FOUND',
    ]);
  });
});
