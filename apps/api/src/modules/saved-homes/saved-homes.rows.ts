import { approvedListingOf } from '../listings/test-listings';
import { LOGGED_IN } from '../../test/authorization/roles';
import { onListing, q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { SAVE_HOME, savedBy, UNSAVE_HOME, UPDATE_NOTE } from './test-saved-homes';

/**
 * A note written on a listing saved by the caller ('own'; a visitor cannot save) or by another
 * renter only (`actors.other`).
 */
const noteOnSavedHome = (saver: 'own' | 'other') => async (api: TestApi, actors: Actors) => {
  const landlord = await api.factories.user({ userType: 'LANDLORD' });
  const listing = await approvedListingOf(api, landlord);
  const by = saver === 'own' && actors.self ? actors.self : actors.other;
  await savedBy(api, by, listing.id);
  return api.execute(
    UPDATE_NOTE,
    { id: listing.id, note: 'Ask about parking' },
    { token: actors.self?.token },
  );
};

/** Saved homes (saved-homes.graphql.ts): every signed-in user keeps their own; visitors none. */
export const SAVED_HOME_ROWS: Row[] = [
  {
    operation: 'savedHomes',
    allowed: LOGGED_IN,
    run: q('query { savedHomes { count items { listingId } } }'),
  },
  {
    operation: 'savedListingIds',
    allowed: LOGGED_IN,
    run: q('query { savedListingIds }'),
  },
  {
    operation: 'saveHome',
    allowed: LOGGED_IN,
    run: onListing(SAVE_HOME, (l) => ({ id: l.id })),
  },
  {
    operation: 'unsaveHome',
    allowed: LOGGED_IN,
    run: onListing(UNSAVE_HOME, (l) => ({ id: l.id })),
  },
  {
    operation: 'updateSavedHomeNote',
    case: 'own saved home',
    allowed: LOGGED_IN,
    run: noteOnSavedHome('own'),
  },
  {
    operation: 'updateSavedHomeNote',
    case: "another renter's saved home",
    allowed: [],
    run: noteOnSavedHome('other'),
  },
];
