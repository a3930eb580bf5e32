import type { EmailCatalogue } from '../mail/notifications';

/*
 * The e-mails of booked viewings, each to get a setting on /e-mail-configuration. Not yet composed
 * in mail/notifications.ts: that page lists only e-mails the product sends, and its labels (web) and
 * the API's list of settings name every kind. The change that makes the API send them moves them
 * into emails.ts beside VIEWING_REQUEST_TO_STAFF (already sent), with their labels.
 */
export const VIEWING_EMAILS = {
  /** To the landlord (or the staff addresses on the Viewings Management plan): a renter booked or requested a time. */
  VIEWING_REQUESTED: { audience: 'public' },
  /** To the renter: the viewing is confirmed, with the .ics invitation (METHOD:REQUEST). */
  VIEWING_CONFIRMED: { audience: 'public' },
  /**
   * To the other party: a request declined, a new time proposed or accepted (with the updated
   * .ics, SEQUENCE raised), a viewing marked completed or as a no-show.
   */
  VIEWING_UPDATED: { audience: 'public' },
  /** To the other party: the viewing is cancelled, with the reason and the .ics cancellation (METHOD:CANCEL). */
  VIEWING_CANCELLED: { audience: 'public' },
  /** To both parties, REMINDER_OFFSETS before a confirmed viewing, once each. */
  VIEWING_REMINDER: { audience: 'public' },
} as const satisfies EmailCatalogue;

export type ViewingEmailKind = keyof typeof VIEWING_EMAILS;
