import type { MailMessage } from '../../adapters/mail/mail';

/*
 * What staff recipients of NEW_LISTING_REQUEST receive when a landlord creates a listing. Staff
 * addresses are not accounts with a language, so the message is in both languages, English first.
 */

export const NEW_LISTING_REQUEST_TEMPLATE = 'new-listing-request';

export interface NewListingRequest {
  listingId: string;
  title: string;
  ownerEmail: string;
}

export function newListingRequestEmail(
  to: string,
  request: NewListingRequest,
  publicUrl: string,
): MailMessage {
  const review = `${publicUrl}/requestedListing`;
  const listing = `${publicUrl}/listing/${request.listingId}`;
  return {
    to,
    subject: `New listing request: "${request.title}" / Nouvelle demande d'annonce : « ${request.title} »`,
    text: [
      `${request.ownerEmail} created the listing "${request.title}". It awaits review.`,
      `Review it: ${review}`,
      `See it: ${listing}`,
      '',
      '—',
      '',
      `${request.ownerEmail} a créé l'annonce « ${request.title} ». Elle attend un examen.`,
      `L'examiner : ${review}`,
      `La voir : ${listing}`,
    ].join('\n'),
    template: NEW_LISTING_REQUEST_TEMPLATE,
  };
}
