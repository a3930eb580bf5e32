import { LOGGED_IN, ROLES } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { openHouses } from '../../db/schema/viewings';
import {
  bookedViewing,
  EVERY_DAY,
  listingOfferingViewings,
  localTime,
  onViewingsManagement,
} from './test-viewings';

/**
 * Who manages any listing's viewings besides its owner: staff with inbox view (read) and edit
 * (change); the demo sub-admin has neither, so only ADMIN among the roles.
 */
const INBOX_STAFF = ['ADMIN'] as const;

/** A call on a listing offering viewings: the caller's own ('own'; a visitor's goes to a landlord), or another's. */
const onViewingListing =
  (
    query: string,
    variables: (
      listingId: string,
      api: TestApi,
    ) => Promise<Record<string, unknown>> | Record<string, unknown>,
    owner?: 'own',
  ) =>
  async (api: TestApi, actors: Actors) => {
    const landlord = owner && actors.self ? actors.self : undefined;
    const { listingId } = await listingOfferingViewings(api, {}, landlord);
    return api.execute(query, await variables(listingId, api), { token: actors.self?.token });
  };

/** A call on a viewing booked by the caller ('own'; a visitor's by another renter), or by another renter. */
const onViewing = (query: string, whose: 'own' | 'other') => async (api: TestApi, actors: Actors) => {
  const listing = await listingOfferingViewings(api);
  const renter = whose === 'own' && actors.self ? actors.self : actors.other;
  const { viewing } = await bookedViewing(api, listing, '10:00', renter);
  return api.execute(query, { id: viewing.id }, { token: actors.self?.token });
};

/** Assigning a viewing of a Viewings Management listing to nobody (its caller may not be staff). */
const assignOnPlan = async (api: TestApi, actors: Actors) => {
  const listing = await listingOfferingViewings(api);
  await onViewingsManagement(api, listing.listingId);
  const { viewing } = await bookedViewing(api, listing, '10:00', actors.other);
  return api.execute(
    'mutation($id: ID!) { assignViewing(viewing: $id, staff: null) { id assignedTo { id } } }',
    { id: viewing.id },
    { token: actors.self?.token },
  );
};

const range = () => ({ from: localTime(0, '00:00'), to: localTime(30, '00:00') });
const AVAILABILITY = 'query($id: ID!) { viewingAvailability(listingId: $id) { zone } }';
const SET = `mutation($id: ID!, $data: ViewingAvailabilityInput!) { setViewingAvailability(listingId: $id, data: $data) { zone } }`;
const ADD = `mutation($id: ID!, $data: OpenHouseInput!) { addOpenHouse(listingId: $id, data: $data) { zone } }`;
const REMOVE = 'mutation($id: ID!) { removeOpenHouse(id: $id) { zone } }';
const AGENDA =
  'query($id: ID!, $from: String!, $to: String!) { listingViewings(listingId: $id, from: $from, to: $to) { id } }';
const CANCEL =
  'mutation($id: ID!) { viewingAction(data: { viewing: $id, action: CANCEL, reason: "Busy" }) { id } }';
const openHouse = (day: number) => ({
  date: localTime(day, '12:00').slice(0, 10),
  start: '13:00',
  end: '15:00',
  capacity: 5,
});

/** An open house of the listing three days ahead; answers its id for removeOpenHouse. */
async function openHouseOf(api: TestApi, listingId: string): Promise<{ id: string }> {
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  const [house] = await api.deps.db
    .insert(openHouses)
    .values({ listingId, startsAt, endsAt: new Date(startsAt.getTime() + 7_200_000), capacity: 5 })
    .returning({ id: openHouses.id });
  return { id: house!.id };
}

/** Viewings (modules/viewings): listing owners and inbox staff manage, renters book and change their own. */
export const VIEWINGS_ROWS: Row[] = [
  {
    operation: 'viewingSlots',
    case: 'a public listing',
    allowed: ROLES,
    run: onViewingListing(
      'query($id: ID!, $from: String!, $to: String!) { viewingSlots(listingId: $id, from: $from, to: $to) { zone } }',
      (id) => ({ id, ...range() }),
    ),
  },
  {
    operation: 'viewingAvailability',
    case: 'own listing',
    allowed: LOGGED_IN,
    run: onViewingListing(AVAILABILITY, (id) => ({ id }), 'own'),
  },
  {
    operation: 'viewingAvailability',
    case: "another owner's listing",
    allowed: [...INBOX_STAFF],
    run: onViewingListing(AVAILABILITY, (id) => ({ id })),
  },
  {
    operation: 'setViewingAvailability',
    case: 'own listing',
    allowed: LOGGED_IN,
    run: onViewingListing(SET, (id) => ({ id, data: { windows: EVERY_DAY } }), 'own'),
  },
  {
    operation: 'setViewingAvailability',
    case: "another owner's listing",
    allowed: [...INBOX_STAFF],
    run: onViewingListing(SET, (id) => ({ id, data: { windows: EVERY_DAY } })),
  },
  {
    operation: 'addOpenHouse',
    case: 'own listing',
    allowed: LOGGED_IN,
    run: onViewingListing(ADD, (id) => ({ id, data: openHouse(5) }), 'own'),
  },
  {
    operation: 'addOpenHouse',
    case: "another owner's listing",
    allowed: [...INBOX_STAFF],
    run: onViewingListing(ADD, (id) => ({ id, data: openHouse(5) })),
  },
  {
    operation: 'removeOpenHouse',
    case: 'own listing',
    allowed: LOGGED_IN,
    run: onViewingListing(REMOVE, (id, api) => openHouseOf(api, id), 'own'),
  },
  {
    operation: 'removeOpenHouse',
    case: "another owner's listing",
    allowed: [...INBOX_STAFF],
    run: onViewingListing(REMOVE, (id, api) => openHouseOf(api, id)),
  },
  {
    operation: 'bookViewing',
    case: "another owner's listing",
    allowed: LOGGED_IN,
    run: onViewingListing(
      'mutation($id: ID!, $at: String!) { bookViewing(data: { listing: $id, proposedTimes: [$at] }) { id } }',
      (id) => ({ id, at: localTime(2, '11:00') }),
    ),
  },
  { operation: 'viewingAction', case: 'own viewing', allowed: LOGGED_IN, run: onViewing(CANCEL, 'own') },
  {
    operation: 'viewingAction',
    case: "another renter's viewing",
    allowed: [...INBOX_STAFF],
    run: onViewing(CANCEL, 'other'),
  },
  {
    operation: 'viewing',
    case: 'own viewing',
    allowed: LOGGED_IN,
    run: onViewing('query($id: ID!) { viewing(id: $id) { id } }', 'own'),
  },
  {
    operation: 'viewing',
    case: "another renter's viewing",
    allowed: [...INBOX_STAFF],
    run: onViewing('query($id: ID!) { viewing(id: $id) { id } }', 'other'),
  },
  { operation: 'myViewings', allowed: LOGGED_IN, run: q('{ myViewings(when: UPCOMING) { id } }') },
  {
    operation: 'listingViewings',
    case: 'own listing',
    allowed: LOGGED_IN,
    run: onViewingListing(AGENDA, (id) => ({ id, ...range() }), 'own'),
  },
  {
    operation: 'listingViewings',
    case: "another owner's listing",
    allowed: [...INBOX_STAFF],
    run: onViewingListing(AGENDA, (id) => ({ id, ...range() })),
  },
  {
    operation: 'landlordViewings',
    allowed: LOGGED_IN,
    run: q('query($from: String!, $to: String!) { landlordViewings(from: $from, to: $to) { id } }', range),
  },
  {
    operation: 'staffViewings',
    allowed: [...INBOX_STAFF],
    run: q('{ staffViewings(where: { when: UPCOMING }) { count items { id assignedTo { id } } } }'),
  },
  { operation: 'assignViewing', allowed: [...INBOX_STAFF], run: assignOnPlan },
];
