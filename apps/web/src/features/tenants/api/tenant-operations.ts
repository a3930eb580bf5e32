import { graphql } from '../../../gql';

/** What a renter shares on /tenant/{id}. TENANT_NOT_FOUND unless they opted in (or it is the caller or staff). */
export const TenantProfileDocument = graphql(`
  query TenantProfile($id: ID!) {
    tenantProfile(id: $id) {
      id
      firstName
      lastInitial
      avatarUrl
      city
      occupation
      bio
      minBudget
      budget
      moveIn
      bedrooms
      pets
      furnishing
      flatmates
      memberSince
    }
  }
`);

/** Renters who opted in to roommate matching in a listing's city (at most 6), as small cards. */
export const RoommatesForListingDocument = graphql(`
  query RoommatesForListing($id: ID!) {
    roommatesForListing(id: $id) {
      id
      firstName
      lastInitial
      avatarUrl
      occupation
      minBudget
      budget
      moveIn
    }
  }
`);
