/*
 * After a completed viewing the renter is asked, in the conversation and by e-mail, whether they
 * are still interested, with one link to take the next step. That link lives here alone: the
 * listing's page for now, the rental application's page once applications exist.
 */

/** The path the 'still interested?' follow-up leads the renter to. */
export function stillInterestedPath(listingId: string): string {
  return `/listing/${encodeURIComponent(listingId)}`;
}

/** The follow-up's link as a full address, for e-mails and the conversation. */
export function stillInterestedLink(publicUrl: string, listingId: string): string {
  return `${publicUrl}${stillInterestedPath(listingId)}`;
}
