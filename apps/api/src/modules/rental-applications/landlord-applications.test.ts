import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobs } from '../viewings/test-viewing-emails';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import {
  applicationMails,
  applicationPayload,
  conversationKeys,
  listingTakingApplications,
  submitApplication,
  submittedApplication,
} from './test-applications';

/* The landlord's review (issue 18): the list, the first open, the decisions and who may not make them. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const LIST = `query($listingId: ID, $status: RentalApplicationStatus) {
  landlordRentalApplications(listingId: $listingId, status: $status) {
    count items { id status applicantName occupation employer grossIncome coOccupantCount hasPets
      incomeToRentRatio monthlyRent documents { key count } submittedAt } } }`;
const OPEN = 'query($id: ID!) { rentalApplication(id: $id) { id status viewedAt sin details actions } }';
const DECIDE = `mutation($id: ID!, $action: LandlordApplicationAction!) {
  updateRentalApplicationStatus(id: $id, action: $action) { id status decidedAt actions } }`;
const SIN = 'mutation($id: ID!) { sinForCreditCheck(id: $id) }';

describe('landlordRentalApplications', () => {
  it('lists the applications to own listings with the summary, the ratio and the documents', async () => {
    const { landlord, listingId, monthlyRent, application } = await submittedApplication(api);
    const response = await api.execute<{
      landlordRentalApplications: { count: number; items: Record<string, unknown>[] };
    }>(LIST, { listingId }, { token: landlord.token });
    expect(response.errors).toBeUndefined();
    const page = response.data!.landlordRentalApplications;
    expect(page.count).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: application.id,
      status: 'SUBMITTED',
      monthlyRent,
      coOccupantCount: 2,
      hasPets: true,
      incomeToRentRatio: Math.round(((application.grossIncome as number) / monthlyRent) * 10) / 10,
    });
    expect(page.items[0]!.documents).toEqual(application.documents);
    const filtered = await api.execute<{ landlordRentalApplications: { count: number } }>(
      LIST,
      { status: 'APPROVED' },
      { token: landlord.token },
    );
    expect(filtered.data!.landlordRentalApplications.count).toBe(0);
    const secondLandlord = await api.factories.user({ userType: 'LANDLORD' });
    const theirs = await api.execute<{ landlordRentalApplications: { count: number } }>(
      LIST,
      { listingId },
      { token: secondLandlord.token },
    );
    expect(theirs.data!.landlordRentalApplications.count).toBe(0);
  });
});

describe('reviewing an application', () => {
  it('marks it VIEWED on the first open, then shortlists and approves, telling the applicant in French', async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await api.factories.user({ userType: 'RENTER', locale: 'fr' });
    const submitted = await submitApplication(
      api,
      applicant,
      await applicationPayload(api, applicant, listing),
    );
    const id = submitted.data!.createRental.application.id;
    const token = listing.landlord.token;
    expect(errorCodes(await api.execute(DECIDE, { id, action: 'APPROVE' }, { token }))).toEqual([
      'RENTAL_APPLICATION_ACTION_NOT_ALLOWED',
    ]);
    const opened = await api.execute<{
      rentalApplication: { status: string; actions: string[]; details: unknown };
    }>(OPEN, { id }, { token });
    expect(opened.data!.rentalApplication).toMatchObject({
      status: 'VIEWED',
      actions: ['SHORTLIST', 'APPROVE', 'DECLINE'],
    });
    // Date of birth and income reach the landlord receiving the application.
    expect(JSON.stringify(opened.data!.rentalApplication.details)).toContain('"dob"');
    const again = await api.execute<{ rentalApplication: { status: string } }>(OPEN, { id }, { token });
    expect(again.data!.rentalApplication.status).toBe('VIEWED');
    const shortlisted = await api.execute<{ updateRentalApplicationStatus: { status: string } }>(
      DECIDE,
      { id, action: 'SHORTLIST' },
      { token },
    );
    expect(shortlisted.data!.updateRentalApplicationStatus.status).toBe('SHORTLISTED');
    const approved = await api.execute<{
      updateRentalApplicationStatus: { status: string; decidedAt: string };
    }>(DECIDE, { id, action: 'APPROVE' }, { token });
    expect(approved.data!.updateRentalApplicationStatus).toMatchObject({ status: 'APPROVED' });
    expect(errorCodes(await api.execute(DECIDE, { id, action: 'DECLINE' }, { token }))).toEqual([
      'RENTAL_APPLICATION_CLOSED',
    ]);
    expect(await conversationKeys(api, applicant.user.id, listing.listingId)).toEqual([
      'RENTAL_APPLICATION_SUBMITTED',
      'RENTAL_APPLICATION_VIEWED',
      'RENTAL_APPLICATION_SHORTLISTED',
      'RENTAL_APPLICATION_APPROVED',
    ]);
    await runJobs(api);
    const mails = await applicationMails(api, applicant.user.email);
    // One job per change: the e-mails may be written in any order.
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Votre demande de location pour Maple Court : Approuvée',
      'Votre demande de location pour Maple Court : Consultée',
      'Votre demande de location pour Maple Court : Présélectionnée',
    ]);
  });

  it('refuses a second landlord, a renter who is not the applicant and the applicant', async () => {
    const { application, applicant } = await submittedApplication(api);
    const secondLandlord = await api.factories.user({ userType: 'LANDLORD' });
    const stranger = await api.factories.user({ userType: 'RENTER' });
    for (const who of [secondLandlord, stranger]) {
      expect(errorCodes(await api.execute(OPEN, { id: application.id }, { token: who.token }))).toEqual([
        'RENTAL_APPLICATION_NOT_FOUND',
      ]);
      expect(
        errorCodes(
          await api.execute(DECIDE, { id: application.id, action: 'DECLINE' }, { token: who.token }),
        ),
      ).toEqual(['RENTAL_APPLICATION_NOT_FOUND']);
    }
    expect(
      errorCodes(
        await api.execute(DECIDE, { id: application.id, action: 'DECLINE' }, { token: applicant.token }),
      ),
    ).toEqual(['NO_ACCESS']);
  });

  it('shows the SIN whole to the applicant and masked to the landlord and staff', async () => {
    const { application, applicant, landlord } = await submittedApplication(api);
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const own = await api.execute<{ rentalApplication: { status: string; sin: string | null } }>(
      OPEN,
      { id: application.id },
      { token: applicant.token },
    );
    // The applicant's opening is no landlord's: it stays SUBMITTED.
    expect(own.data!.rentalApplication).toMatchObject({ status: 'SUBMITTED', sin: '046454286' });
    for (const who of [landlord, admin]) {
      const seen = await api.execute<{ rentalApplication: { sin: string } }>(
        OPEN,
        { id: application.id },
        { token: who.token },
      );
      expect(seen.data!.rentalApplication.sin).toBe('*** *** 286');
    }
    // No consent to a credit check: the landlord never reads it whole.
    expect(errorCodes(await api.execute(SIN, { id: application.id }, { token: landlord.token }))).toEqual([
      'RENTAL_APPLICATION_SIN_NOT_SHARED',
    ]);
  });

  it('gives the landlord the whole SIN once with the consent to a credit check, and records it', async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await api.factories.user({ userType: 'RENTER' });
    const data = await applicationPayload(api, applicant, listing);
    const submitted = await submitApplication(api, applicant, data, { consent: true });
    const id = submitted.data!.createRental.application.id;
    const first = await api.execute<{ sinForCreditCheck: string }>(
      SIN,
      { id },
      { token: listing.landlord.token },
    );
    expect(first.data!.sinForCreditCheck).toBe(data.sin);
    expect(errorCodes(await api.execute(SIN, { id }, { token: listing.landlord.token }))).toEqual([
      'RENTAL_APPLICATION_SIN_ALREADY_REVEALED',
    ]);
    const opened = await api.execute<{ rentalApplication: { sinRevealedAt: string | null } }>(
      'query($id: ID!) { rentalApplication(id: $id) { sinRevealedAt } }',
      { id },
      { token: applicant.token },
    );
    expect(opened.data!.rentalApplication.sinRevealedAt).not.toBeNull();
  });
});
