import { confirmationLinkExpiresAt } from '@rentals/domain/listings/availability-confirmation';
import { listingConfirmationLinks } from '../../db/schema/listing-confirmations';
import { ROLES, LISTING_EDITORS } from '../../test/authorization/roles';
import { onListing, type Row } from '../../test/authorization/table';
import { confirmationToken } from './listing-confirmation-token';
import { approvedListingOf } from './test-listings';

const CONFIRM = `mutation($id: ID!) { confirmListingAvailability(where: { id: $id }) { id } }`;
const ANSWER = `mutation($token: String!) { answerAvailabilityCheck(token: $token, answer: STILL_AVAILABLE) { listingId } }`;

/** 'Still available?' (availability-confirmation.graphql.ts): signed in on one's listing, or by an e-mail's link. */
export const AVAILABILITY_CONFIRMATION_ROWS: Row[] = [
  {
    operation: 'confirmListingAvailability',
    case: 'own listing',
    allowed: ['LANDLORD', 'SUB_ADMIN', 'ADMIN'],
    run: onListing(CONFIRM, (l) => ({ id: l.id }), 'own'),
  },
  {
    operation: 'confirmListingAvailability',
    case: "another landlord's listing",
    allowed: LISTING_EDITORS,
    run: onListing(CONFIRM, (l) => ({ id: l.id })),
  },
  {
    // The link is the owner's say-so: whoever holds a valid one answers for the owner, signed in or not.
    operation: 'answerAvailabilityCheck',
    case: 'a valid link',
    allowed: ROLES,
    run: async (api, actors) => {
      const landlord = await api.factories.user({ userType: 'LANDLORD' });
      const listing = await approvedListingOf(api, landlord);
      const [link] = await api.deps.db
        .insert(listingConfirmationLinks)
        .values({ listingId: listing.id, expiresAt: confirmationLinkExpiresAt(new Date()) })
        .returning();
      const token = confirmationToken(api.config, link!.id);
      return api.execute(ANSWER, { token }, { token: actors.self?.token });
    },
  },
];
