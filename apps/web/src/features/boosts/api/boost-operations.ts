import { graphql } from '../../../gql';

/* The landlord's boost: its quote in the confirm dialog, and the boost itself. */

export const BoostQuoteDocument = graphql(`
  query BoostQuote($listingId: ID!) {
    boostQuote(listingId: $listingId) {
      lines {
        kind
        name
        amountCents
      }
      subtotalCents
      taxes {
        component
        ratePer
        amountCents
      }
      taxCents
      totalCents
    }
    boostDays: getPremiumType(where: { name: "BOOST_DAYS" }) {
      name
      value
    }
  }
`);

export const BoostListingDocument = graphql(`
  mutation BoostListing($id: ID!, $idempotencyKey: String!, $price: Int!) {
    boostListing(id: $id, idempotencyKey: $idempotencyKey, price: $price) {
      checkoutUrl
      daysLeft
      listing {
        id
        isPremium
        premiumName
        premiumStart
        premiumEnd
        premiumDaysLeft
      }
    }
  }
`);
