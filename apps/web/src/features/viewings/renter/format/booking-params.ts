import type { SlotKind } from '@rentals/domain/viewings/enums';

/*
 * The booking form's address: /viewing-form?listing=<id>&slot=<ISO start>&kind=OPEN_HOUSE. The
 * listing page's box links a chosen time there; a visitor goes through log in or sign up and comes
 * back to the same address (RequireUser keeps the query string), so the chosen time survives.
 */

export const VIEWING_FORM_PATH = '/viewing-form';
export const VIEWING_FORM_BETA_PATH = '/viewing-form-beta';
export const MY_VIEWINGS_PATH = '/my-viewings';

export interface BookingParams {
  listing: string | null;
  /** The chosen time, an ISO instant; null when none or unreadable. */
  slot: string | null;
  kind: SlotKind;
}

/** The form's address for a listing, with the chosen time when there is one. */
export function viewingFormPath(
  listingId: string,
  slot?: { startsAt: string; kind: SlotKind } | null,
  path: string = VIEWING_FORM_PATH,
): string {
  const params = new URLSearchParams({ listing: listingId });
  if (slot) {
    params.set('slot', new Date(slot.startsAt).toISOString());
    if (slot.kind === 'OPEN_HOUSE') params.set('kind', 'OPEN_HOUSE');
  }
  return `${path}?${params.toString()}`;
}

/** What the address asks for; a slot that is not a time is dropped rather than sent to the API. */
export function readBookingParams(search: URLSearchParams): BookingParams {
  const slot = search.get('slot');
  const time = slot ? Date.parse(slot) : NaN;
  return {
    listing: search.get('listing')?.trim() || null,
    slot: Number.isNaN(time) ? null : new Date(time).toISOString(),
    kind: search.get('kind') === 'OPEN_HOUSE' ? 'OPEN_HOUSE' : 'SLOT',
  };
}

/** The conversation of a viewing on /message. */
export const conversationPath = (room: string): string => `/message?room=${encodeURIComponent(room)}`;
