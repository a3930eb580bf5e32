import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';

/** Test helpers for saved homes: the operations and a save done as a user. */

export const SAVE_HOME =
  'mutation($id: ID!) { saveHome(listingId: $id) { id listingId note status { kind } } }';
export const UNSAVE_HOME = 'mutation($id: ID!) { unsaveHome(listingId: $id) }';
export const UPDATE_NOTE =
  'mutation($id: ID!, $note: String!) { updateSavedHomeNote(listingId: $id, note: $note) { id note } }';
export const SAVED_HOMES = `query($first: Int, $skip: Int) { savedHomes(first: $first, skip: $skip) {
  count items { listingId note savedAt status { kind savedPrice currentPrice } title listing { id title } } } }`;
export const SAVED_IDS = 'query { savedListingIds }';

/** Saves `listingId` as `user`; fails the test on an error. */
export async function savedBy(api: TestApi, user: CreatedUser, listingId: string): Promise<void> {
  const response = await api.execute(SAVE_HOME, { id: listingId }, { token: user.token });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
}
