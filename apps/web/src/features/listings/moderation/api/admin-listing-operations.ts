import { graphql } from '../../../../gql';

/** What a row of /listings and /requestedListing shows. */
export const AdminListingFieldsFragment = graphql(`
  fragment AdminListingFields on Listing {
    id
    title
    status
    isHidden
    isapproved
    rejectedAt
    rejectionReason
    availablityStatus
    isPremium
    premiumName
    premiumEnd
    createdAt
    updatedAt
    location {
      id
      address
    }
    user {
      id
      firstName
      lastName
      email
    }
  }
`);

/** One page of /listings for a search (all listings when empty), newest first, with its total. */
export const AdminListingsDocument = graphql(`
  query AdminListings($search: String, $skip: Int, $take: Int) {
    searchBuilding(search: $search, skip: $skip, take: $take) {
      ...AdminListingFields
    }
    listingSearchCount(search: $search)
  }
`);

/** The counts strip of /listings: every listing and the ones the public sees. */
export const AdminListingCountsDocument = graphql(`
  query AdminListingCounts {
    adminTotalListing
    adminActiveListingCount
  }
`);

/** Listings awaiting review: the side navigation badge and the counts strip. */
export const PendingListingCountDocument = graphql(`
  query PendingListingCount {
    requestLisitngCount {
      count
    }
  }
`);

/** One page of /requestedListing, oldest first, with each listing's risk signals and the number awaiting review. */
export const RequestedListingsDocument = graphql(`
  query RequestedListings($first: Int, $skip: Int) {
    requestedListings(first: $first, skip: $skip) {
      ...AdminListingFields
      riskSignals {
        ...RiskSignalFields
      }
    }
    requestLisitngCount {
      count
    }
  }
`);

/** Hidden → available at once ('Listing is now Available!'). */
export const ActivateListingDocument = graphql(`
  mutation ActivateListing($id: ID!) {
    activeListing(where: { id: $id }, data: { isHidden: false }) {
      ...AdminListingFields
    }
  }
`);

/** 'Mark Listing as Unavailable' with the two steps' answers. */
export const DeactivateListingDocument = graphql(`
  mutation DeactivateListing($id: ID!, $data: UnavailabilityInput!) {
    deactivateSearchListing(where: { id: $id }, data: $data) {
      ...AdminListingFields
    }
  }
`);

export const ApproveListingDocument = graphql(`
  mutation ApproveListing($id: ID!) {
    approveListing(where: { id: $id }) {
      ...AdminListingFields
    }
  }
`);

/** The reason is e-mailed to the owner. */
export const RejectListingDocument = graphql(`
  mutation RejectListing($id: ID!, $reason: String!) {
    rejectListing(where: { id: $id }, reason: $reason) {
      ...AdminListingFields
    }
  }
`);

/** The last staff actions on one listing, newest first. */
export const ListingAuditTrailDocument = graphql(`
  query ListingAuditTrail($id: ID!) {
    auditTrail(entityType: LISTING, entityId: $id) {
      id
      action
      actorEmail
      before
      after
      createdAt
    }
  }
`);
