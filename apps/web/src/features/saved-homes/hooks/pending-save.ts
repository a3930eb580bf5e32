/*
 * A visitor's heart click, kept across the trip to the login page: the save is done once they are
 * signed in (SavedHomesSync). In sessionStorage, so it belongs to this tab and ends with it.
 */

const KEY = 'savedHomes.pendingSave';

export function keepPendingSave(listingId: string): void {
  try {
    sessionStorage.setItem(KEY, listingId);
  } catch {
    // Storage refused (private mode, quota): the visitor logs in and hearts the home again.
  }
}

/** The kept listing id, removed from storage so it is saved once. */
export function takePendingSave(): string | null {
  try {
    const listingId = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return listingId;
  } catch {
    return null;
  }
}
