import { graphql } from '../../../../gql';

/**
 * What /landlord/{id} shows: the poster's public facts, their badge and a page of their public
 * listings as cards (the search feature's ListingCardFields). Null for a user with no public listing.
 */
export const PosterProfileDocument = graphql(`
  query PosterProfile($id: ID!, $first: Int!, $skip: Int!) {
    posterProfile(userId: $id) {
      id
      firstName
      roles
      memberSince
      listingCount
      verification {
        role
        verifiedAt
      }
      listings(first: $first, skip: $skip) {
        ...ListingCardFields
      }
    }
  }
`);
