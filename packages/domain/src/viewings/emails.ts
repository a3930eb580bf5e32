import type { EmailCatalogue } from '../mail/notifications';

/*
 * The e-mails of viewings, each with a setting on /e-mail-configuration (composed in
 * mail/notifications.ts). The e-mails of a booked viewing go to its renter and to the landlord's
 * side: the listing's owner, or the team's 'Viewing requests' addresses on the Viewings
 * Management plan (viewingsHandledByStaff).
 */
export const VIEWING_EMAILS = {
  /** To staff addresses ('Viewing requests'): a renter without a listing yet sent /request-for-viewing. */
  VIEWING_REQUEST_TO_STAFF: { audience: 'staff' },
  /** To the landlord's side: a renter booked or requested a time (with the .ics when booked at once). */
  VIEWING_REQUESTED: { audience: 'public' },
  /** To the renter: the viewing is confirmed, with the .ics invitation (METHOD:REQUEST). */
  VIEWING_CONFIRMED: { audience: 'public' },
  /**
   * To the other party: a new time proposed or accepted (with the updated .ics, SEQUENCE raised),
   * a viewing marked completed (asking the renter whether they are still interested) or as a no-show.
   */
  VIEWING_UPDATED: { audience: 'public' },
  /**
   * To the other party: the viewing is cancelled or the request declined, with the reason and, for
   * a viewing that had been confirmed, the .ics cancellation (METHOD:CANCEL).
   */
  VIEWING_CANCELLED: { audience: 'public' },
  /** To both parties, REMINDER_OFFSETS before a confirmed viewing, once each. */
  VIEWING_REMINDER: { audience: 'public' },
} as const satisfies EmailCatalogue;

/** The e-mails of booked viewings, which a viewing's changes send. */
export type ViewingEmailKind = Exclude<keyof typeof VIEWING_EMAILS, 'VIEWING_REQUEST_TO_STAFF'>;

/**
 * The Viewings Management plan (spec/03 §3.6, plan id 7): the team runs the listing's viewings,
 * so the e-mails meant for the landlord go to the team's addresses.
 */
export const VIEWINGS_MANAGEMENT_PLAN_ID = 7;

export function viewingsHandledByStaff(listing: { planId: number | null }): boolean {
  return listing.planId === VIEWINGS_MANAGEMENT_PLAN_ID;
}
