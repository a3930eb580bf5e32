import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { LOGGED_IN } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { applicationPayload, listingTakingApplications, submitApplication } from './test-applications';

/*
 * The renter passport (passport.graphql.ts): every signed-in user reads and deletes their own
 * passport, re-uses and revokes shares of their own applications; nobody re-uses or revokes
 * another person's, the landlord holding the share included (RENTAL_APPLICATION_NOT_FOUND).
 */

/** An application submitted by `as`: the caller ('applicant'; a visitor's is another renter's), or another renter to the caller's listing ('landlord'), or to someone else's ('stranger'). */
async function submitted(api: TestApi, actors: Actors, as: 'applicant' | 'landlord' | 'stranger') {
  const self = actors.self;
  const listing = await listingTakingApplications(api, as === 'landlord' && self ? self : undefined);
  const applicant = as === 'applicant' && self ? self : actors.other;
  const response = await submitApplication(api, applicant, await applicationPayload(api, applicant, listing));
  const id = response.data?.createRental.application.id;
  if (!id) throw new Error(JSON.stringify(response.errors));
  return id;
}

const REUSE = `mutation($id: ID!, $offer: JSON!) {
  reuseRentalApplication(sourceId: $id, offer: $offer) { application { id } } }`;
const REVOKE = 'mutation($id: ID!) { revokeRentalApplicationShare(id: $id) { id } }';

/** Re-using the application for a second listing, its offer page pointed there. */
const reuse = (as: 'applicant' | 'stranger') => async (api: TestApi, actors: Actors) => {
  const id = await submitted(api, actors, as);
  const second = await listingTakingApplications(api);
  const offer = {
    ...sampleTenantApplication(new Date()).offer,
    listingId: second.listingId,
    unitId: second.unitId,
  };
  return api.execute(REUSE, { id, offer }, { token: actors.self?.token });
};

const revoke = (as: 'applicant' | 'landlord' | 'stranger') => async (api: TestApi, actors: Actors) =>
  api.execute(REVOKE, { id: await submitted(api, actors, as) }, { token: actors.self?.token });

export const PASSPORT_ROWS: Row[] = [
  { operation: 'myRentalPassport', allowed: LOGGED_IN, run: q('{ myRentalPassport { id } }') },
  {
    operation: 'reuseRentalApplication',
    case: 'own application',
    allowed: LOGGED_IN,
    run: reuse('applicant'),
  },
  {
    operation: 'reuseRentalApplication',
    case: "another renter's application",
    allowed: [],
    run: reuse('stranger'),
  },
  {
    operation: 'revokeRentalApplicationShare',
    case: 'own application',
    allowed: LOGGED_IN,
    run: revoke('applicant'),
  },
  {
    operation: 'revokeRentalApplicationShare',
    case: 'an application to own listing',
    allowed: [],
    run: revoke('landlord'),
  },
  {
    operation: 'revokeRentalApplicationShare',
    case: "another renter's application",
    allowed: [],
    run: revoke('stranger'),
  },
  { operation: 'deleteMyRentalPassport', allowed: LOGGED_IN, run: q('mutation { deleteMyRentalPassport }') },
];
