import { localIsoDate, type RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { applyTarget, type ApplicationTarget } from './prefill';

/*
 * Applying to another home with the renter passport: the passport's answers stay as they were
 * sent, the offer page is the one thing the renter reviews, pointed at the home the Apply link
 * names and dated today, as a new application is.
 */

type Offer = RentalApplicationDraft['offer'];

/**
 * The whole application for the new home: the passport's answers with `offer`, and no SIN (the
 * API copies the stored one on a re-use; the full wizard asks for it again). Files are kept: they
 * are references to the renter's own uploads.
 */
export function passportDraft(details: RentalApplicationDraft, offer: Offer): RentalApplicationDraft {
  return {
    ...structuredClone(details),
    offer: structuredClone(offer),
    documents: { ...structuredClone(details.documents), sin: '' },
  };
}

/**
 * The passport's offer for `target`: what the renter offered before (applying as, the rent offered,
 * the lease term, how they saw the home) as a starting point, the new listing, unit and address,
 * and today as the application and move-in dates, as the wizard's defaults have them.
 */
export function passportOffer(
  details: RentalApplicationDraft,
  target: ApplicationTarget,
  today: Date,
): Offer {
  const day = localIsoDate(today);
  const dated = { ...details, offer: { ...details.offer, applicationDate: day, commencementDate: day } };
  // A link without the address (listing unreadable) must not keep the previous home's address.
  const withoutOldHome = { ...dated, offer: { ...dated.offer, rentalPropertyAddress: '' } };
  return structuredClone(applyTarget(withoutOldHome, target).offer);
}

/** The application the review step edits: the passport's answers with the offer for `target`. */
export function passportReviewDraft(
  details: RentalApplicationDraft,
  target: ApplicationTarget,
  today: Date,
): RentalApplicationDraft {
  return passportDraft(details, passportOffer(details, target, today));
}
