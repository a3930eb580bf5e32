import { graphql } from '../../../gql';

/**
 * What a listing card shows (ListingCard.tsx). Shared by /search, the home feeds and the similar
 * listings of /listing/{id}: spread `...ListingCardFields` in a query and pass the object on.
 * `matchingUnitIds` is set in the answer of a search with unit filters only: the card then names
 * the units that matched.
 */
export const ListingCardFieldsFragment = graphql(`
  fragment ListingCardFields on Listing {
    id
    title
    isPremium
    ownerVerification {
      checked
    }
    propertyType
    postedAt
    contentUpdatedAt
    availabilityConfirmedAt
    matchingUnitIds
    location {
      id
      address
      lat
      lng
    }
    pictures {
      id
      cardUrl
      order
    }
    units {
      id
      available
      bedrooms
      bathrooms
      unitSize
      monthlyPrice
      contactForPricing
      pictures {
        id
        cardUrl
        order
      }
    }
  }
`);
