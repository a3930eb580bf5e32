import { rentalApplicationPath } from '../rental-applications/links';

/*
 * After a completed viewing the renter is asked, in the conversation and by e-mail, whether they
 * are still interested, with one link to take the next step: the rental application for the
 * listing they saw.
 */

/** The path the 'still interested?' follow-up leads the renter to. */
export function stillInterestedPath(listingId: string): string {
  return rentalApplicationPath({ listingId });
}

/** The follow-up's link as a full address, for e-mails and the conversation. */
export function stillInterestedLink(publicUrl: string, listingId: string): string {
  return `${publicUrl}${stillInterestedPath(listingId)}`;
}
