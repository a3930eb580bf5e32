import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { subscribeConfirmed } from '../newsletter/test-newsletter';
import {
  applicationPayload,
  listingTakingApplications,
  submitApplication,
} from '../rental-applications/test-applications';
import { MY_CONSENTS, WITHDRAW } from './test-data-rights';

interface ConsentRow {
  kind: string;
  applicationId: string | null;
  listingTitle: string | null;
  state: string;
  withdrawnAt: string | null;
  usedAt: string | null;
}

const SIN = 'mutation($id: ID!) { sinForCreditCheck(id: $id) }';
const OPEN = 'query($id: ID!) { rentalApplication(id: $id) { id status } }';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A renter who subscribed to the newsletter and sent one application with the credit-check tick. */
async function renterWithConsents() {
  const renter = await api.factories.user({ userType: 'RENTER' });
  await subscribeConfirmed(api, renter.user.email);
  const listing = await listingTakingApplications(api);
  const sent = await submitApplication(api, renter, await applicationPayload(api, renter, listing), {
    consent: true,
  });
  return { renter, listing, applicationId: sent.data!.createRental.application.id };
}

async function consentsOf(token: string) {
  const response = await api.execute<{ myConsents: ConsentRow[] }>(MY_CONSENTS, {}, { token });
  expect(response.errors).toBeUndefined();
  return response.data!.myConsents;
}

describe('the consents list', () => {
  it('shows the newsletter, then each application’s landlord share and credit check, with when', async () => {
    const { renter, applicationId } = await renterWithConsents();
    const consents = await consentsOf(renter.token);
    expect(consents.map((c) => [c.kind, c.applicationId, c.state])).toEqual([
      ['NEWSLETTER', null, 'GIVEN'],
      ['LANDLORD_SHARE', applicationId, 'GIVEN'],
      ['CREDIT_CHECK', applicationId, 'GIVEN'],
    ]);
    expect(consents[1]!.listingTitle).toBeTruthy();
  });

  it('shows nobody else’s consents', async () => {
    await renterWithConsents();
    const stranger = await api.factories.user();
    expect(await consentsOf(stranger.token)).toEqual([]);
  });
});

describe('withdrawing a consent', () => {
  it('unsubscribes the newsletter through the newsletter, with the time', async () => {
    const { renter } = await renterWithConsents();
    const response = await api.execute<{ withdrawConsent: ConsentRow }>(
      WITHDRAW,
      { kind: 'NEWSLETTER' },
      { token: renter.token },
    );
    expect(response.data!.withdrawConsent).toMatchObject({
      state: 'WITHDRAWN',
      withdrawnAt: expect.any(String),
    });
    const [row] = await api.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, renter.user.email));
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    const again = await api.execute(WITHDRAW, { kind: 'NEWSLETTER' }, { token: renter.token });
    expect(errorCodes(again)).toEqual(['CONSENT_ALREADY_WITHDRAWN']);
  });

  it('stops the landlord revealing the SIN, and leaves the application sent', async () => {
    const { renter, listing, applicationId } = await renterWithConsents();
    const response = await api.execute<{ withdrawConsent: ConsentRow }>(
      WITHDRAW,
      { kind: 'CREDIT_CHECK', id: applicationId },
      { token: renter.token },
    );
    expect(response.data!.withdrawConsent).toMatchObject({ kind: 'CREDIT_CHECK', state: 'WITHDRAWN' });
    expect(
      errorCodes(await api.execute(SIN, { id: applicationId }, { token: listing.landlord.token })),
    ).toEqual(['RENTAL_APPLICATION_SIN_NOT_SHARED']);
    const opened = await api.execute<{ rentalApplication: { status: string } }>(
      OPEN,
      { id: applicationId },
      { token: listing.landlord.token },
    );
    expect(opened.data!.rentalApplication.status).toBe('VIEWED');
  });

  it('revokes the landlord’s share through the passport, withdrawing the undecided application', async () => {
    const { renter, applicationId } = await renterWithConsents();
    await api.execute(WITHDRAW, { kind: 'LANDLORD_SHARE', id: applicationId }, { token: renter.token });
    const consents = await consentsOf(renter.token);
    expect(consents.find((c) => c.kind === 'LANDLORD_SHARE')).toMatchObject({
      state: 'WITHDRAWN',
      withdrawnAt: expect.any(String),
    });
    const mine = await api.execute<{ rentalApplication: { status: string } }>(
      OPEN,
      { id: applicationId },
      { token: renter.token },
    );
    expect(mine.data!.rentalApplication.status).toBe('WITHDRAWN');
  });

  it('refuses bad input and other people’s consents, changing nothing', async () => {
    const { renter, applicationId } = await renterWithConsents();
    const stranger = await api.factories.user();
    expect(
      errorCodes(
        await api.execute(WITHDRAW, { kind: 'CREDIT_CHECK', id: applicationId }, { token: stranger.token }),
      ),
    ).toEqual(['CONSENT_NOT_FOUND']);
    expect(
      errorCodes(await api.execute(WITHDRAW, { kind: 'CREDIT_CHECK' }, { token: renter.token })),
    ).toEqual(['VALIDATION_FAILED']);
    expect((await consentsOf(renter.token)).map((c) => c.state)).toEqual(['GIVEN', 'GIVEN', 'GIVEN']);
  });
});
