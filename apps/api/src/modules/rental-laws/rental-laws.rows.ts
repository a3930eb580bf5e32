import { ROLES, type Role } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { CREATE_RENTAL_LAW, freshRentalLaw, rentalLawData, UPDATE_RENTAL_LAW } from './test-rental-laws';

/*
 * Rental laws (modules/rental-laws). Staff of the articles module write them; the demo sub-admin
 * has articles add, edit and view but not delete. Writes act on an entry made for the row.
 */
const ARTICLES_STAFF: Role[] = ['SUB_ADMIN', 'ADMIN'];
const ARTICLES_DELETERS: Role[] = ['ADMIN'];

const withEntry =
  (query: string, extra: Record<string, unknown> = {}) =>
  async (api: TestApi, actors: Actors) =>
    api.execute(query, { id: await freshRentalLaw(api), ...extra }, { token: actors.self?.token });

export const RENTAL_LAW_ROWS: Row[] = [
  {
    operation: 'rentalLaws',
    allowed: ARTICLES_STAFF,
    run: q(
      '{ rentalLaws(where: { province: "ON", needsReview: false }, take: 5) { id needsReview seen count } }',
    ),
  },
  {
    operation: 'rentalLawCount',
    allowed: ARTICLES_STAFF,
    run: q('{ rentalLawCount(where: { audience: RENTER, published: true }) }'),
  },
  { operation: 'rentalLawsNeedingReview', allowed: ARTICLES_STAFF, run: q('{ rentalLawsNeedingReview }') },
  {
    operation: 'rentalLaw',
    allowed: ARTICLES_STAFF,
    run: withEntry('query($id: ID!) { rentalLaw(id: $id) { id bodyJson isPublished } }'),
  },
  {
    operation: 'publicRentalLaws',
    allowed: ROLES,
    run: q('{ publicRentalLaws(province: "QC", audience: LANDLORD, locale: fr) { id title bodyHtml } }'),
  },
  {
    operation: 'publicRentalLaws',
    case: 'staff fields',
    allowed: ARTICLES_STAFF,
    run: withEntry(
      'query { publicRentalLaws(province: "ON", audience: RENTER) { id seen count isPublished } }',
    ),
  },
  {
    operation: 'createRentalLaw',
    allowed: ARTICLES_STAFF,
    run: q(CREATE_RENTAL_LAW, () => ({ d: rentalLawData() })),
  },
  {
    operation: 'updateRentalLaw',
    allowed: ARTICLES_STAFF,
    run: withEntry(UPDATE_RENTAL_LAW, { d: rentalLawData({ title: 'Renamed' }) }),
  },
  {
    operation: 'setRentalLawPublished',
    allowed: ARTICLES_STAFF,
    run: withEntry('mutation($id: ID!) { setRentalLawPublished(id: $id, published: false) { id } }'),
  },
  {
    operation: 'markRentalLawReviewed',
    allowed: ARTICLES_STAFF,
    run: withEntry('mutation($id: ID!) { markRentalLawReviewed(id: $id) { id lastReviewedOn } }'),
  },
  {
    operation: 'deleteRentalLaw',
    allowed: ARTICLES_DELETERS,
    run: withEntry('mutation($id: ID!) { deleteRentalLaw(id: $id) }'),
  },
  {
    operation: 'recordRentalLawView',
    allowed: ROLES,
    run: withEntry('mutation($id: ID!) { recordRentalLawView(id: $id) }'),
  },
  {
    operation: 'openRentalLawSource',
    allowed: ROLES,
    run: withEntry('mutation($id: ID!) { openRentalLawSource(id: $id) }'),
  },
];
