import { emptyRentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { LOGGED_IN } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';
import { applicationPayload, listingTakingApplications, submitApplication } from './test-applications';

/*
 * Rental applications (modules/rental-applications): any signed-in user applies and reads and
 * withdraws their own; the listing's landlord reads and decides on the applications to it; staff
 * with applications view (the demo sub-admin has none) read any. Everyone else, a second landlord
 * and a renter who is not the applicant included, is told the application does not exist.
 */

const APPLICATION_STAFF = ['ADMIN'] as const;

/**
 * A call on a submitted application: the caller's own ('applicant'; a visitor's is another
 * renter's), one to the caller's listing ('landlord'), or one the caller has no part in.
 */
const onApplication =
  (query: string, as: 'applicant' | 'landlord' | 'stranger', extra: Record<string, unknown> = {}) =>
  async (api: TestApi, actors: Actors) => {
    const self = actors.self;
    const id =
      as === 'stranger'
        ? await strangersApplication(api, actors)
        : await submittedId(
            api,
            as === 'applicant' && self ? self : actors.other,
            as === 'landlord' && self ? self : undefined,
          );
    return api.execute(query, { id, ...extra }, { token: self?.token });
  };

/** A new application of `applicant` to a listing of `landlord` (a new one when not given). */
async function submittedId(api: TestApi, applicant: CreatedUser, landlord?: CreatedUser): Promise<string> {
  const listing = await listingTakingApplications(api, landlord);
  const submitted = await submitApplication(
    api,
    applicant,
    await applicationPayload(api, applicant, listing),
  );
  const id = submitted.data?.createRental.application.id;
  if (!id) throw new Error(JSON.stringify(submitted.errors));
  return id;
}

/**
 * One application per test API for the rows on an application the caller has no part in: they
 * read it or are refused, which changes nothing, and making one is a whole wizard's work.
 */
const strangersApplications = new WeakMap<TestApi, Promise<string>>();
function strangersApplication(api: TestApi, actors: Actors): Promise<string> {
  let id = strangersApplications.get(api);
  if (!id) strangersApplications.set(api, (id = submittedId(api, actors.other)));
  return id;
}

const DECIDE =
  'mutation($id: ID!) { updateRentalApplicationStatus(id: $id, action: SHORTLIST) { id status } }';
const SIN = 'mutation($id: ID!) { sinForCreditCheck(id: $id) }';
const OPEN = 'query($id: ID!) { rentalApplication(id: $id) { id status } }';
const WITHDRAW = 'mutation($id: ID!) { withdrawRentalApplication(id: $id) { id status } }';

/** Applying for another landlord's listing (a visitor's payload is another renter's files). */
const apply = async (api: TestApi, actors: Actors) => {
  const listing = await listingTakingApplications(api);
  const data = await applicationPayload(api, actors.self ?? actors.other, listing);
  return submitApplication(api, actors.self, data);
};

export const RENTAL_APPLICATION_ROWS: Row[] = [
  {
    operation: 'rentalApplicationDraft',
    allowed: LOGGED_IN,
    run: q('{ rentalApplicationDraft }'),
  },
  {
    operation: 'saveRentalApplicationDraft',
    allowed: LOGGED_IN,
    run: q('mutation($d: JSON!) { saveRentalApplicationDraft(draft: $d) }', () => ({
      d: emptyRentalApplicationDraft(new Date()),
    })),
  },
  {
    operation: 'deleteRentalApplicationDraft',
    allowed: LOGGED_IN,
    run: q('mutation { deleteRentalApplicationDraft }'),
  },
  { operation: 'createRental', case: "another owner's listing", allowed: LOGGED_IN, run: apply },
  {
    operation: 'myRentalApplications',
    allowed: LOGGED_IN,
    run: q('{ myRentalApplications { count items { id } } }'),
  },
  {
    operation: 'rentalApplication',
    case: 'own application',
    allowed: LOGGED_IN,
    run: onApplication(OPEN, 'applicant'),
  },
  {
    operation: 'rentalApplication',
    case: 'an application to own listing',
    allowed: LOGGED_IN,
    run: onApplication(OPEN, 'landlord'),
  },
  {
    operation: 'rentalApplication',
    case: "another renter's application to another landlord",
    allowed: [...APPLICATION_STAFF],
    run: onApplication(OPEN, 'stranger'),
  },
  {
    operation: 'withdrawRentalApplication',
    case: 'own application',
    allowed: LOGGED_IN,
    run: onApplication(WITHDRAW, 'applicant'),
  },
  {
    operation: 'withdrawRentalApplication',
    case: 'an application to own listing',
    allowed: [],
    run: onApplication(WITHDRAW, 'landlord'),
  },
  {
    operation: 'withdrawRentalApplication',
    case: "another renter's application",
    allowed: [],
    run: onApplication(WITHDRAW, 'stranger'),
  },

  {
    operation: 'landlordRentalApplications',
    allowed: LOGGED_IN,
    run: q('{ landlordRentalApplications { count items { id } } }'),
  },
  {
    operation: 'updateRentalApplicationStatus',
    case: 'an application to own listing',
    allowed: LOGGED_IN,
    run: onApplication(DECIDE, 'landlord'),
  },
  {
    operation: 'updateRentalApplicationStatus',
    case: 'own application',
    allowed: [],
    run: onApplication(DECIDE, 'applicant'),
  },
  {
    operation: 'updateRentalApplicationStatus',
    case: "another landlord's application",
    allowed: [],
    run: onApplication(DECIDE, 'stranger'),
  },
  {
    operation: 'sinForCreditCheck',
    case: 'an application to own listing',
    allowed: LOGGED_IN,
    run: onApplication(SIN, 'landlord'),
  },
  {
    operation: 'sinForCreditCheck',
    case: "another landlord's application",
    allowed: [],
    run: onApplication(SIN, 'stranger'),
  },

  {
    operation: 'staffRentalApplications',
    allowed: [...APPLICATION_STAFF],
    run: q('{ staffRentalApplications { count items { id } } }'),
  },
  {
    operation: 'rentalApplicationStaffViews',
    allowed: ['ADMIN'],
    run: onApplication('query($id: ID!) { rentalApplicationStaffViews(id: $id) { at } }', 'stranger'),
  },
  {
    operation: 'deleteRentalApplication',
    allowed: [...APPLICATION_STAFF],
    // Its own application when it goes through: the shared one must outlive an admin's deletion.
    run: async (api, actors, { allowed }) =>
      api.execute(
        'mutation($id: ID!) { deleteRentalApplication(id: $id) }',
        { id: allowed ? await submittedId(api, actors.other) : await strangersApplication(api, actors) },
        { token: actors.self?.token },
      ),
  },
];
