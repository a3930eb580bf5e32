import { graphql } from '../../../../gql';

/* The landlord's review (/building/applications): the list, the decisions and the SIN reveal. */

export const LandlordApplicationsDocument = graphql(`
  query LandlordApplications($listingId: ID, $status: RentalApplicationStatus, $first: Int, $skip: Int) {
    landlordRentalApplications(listingId: $listingId, status: $status, first: $first, skip: $skip) {
      count
      items {
        ...RentalApplicationSummary
        ...RentalApplicationShareFields
      }
    }
  }
`);

/** The caller's listings (the API pages at most 100), to filter the applications by. */
export const ApplicationListingsDocument = graphql(`
  query ApplicationListings {
    searchBuildingByLandlord(first: 100) {
      id
      title
    }
  }
`);

export const UpdateRentalApplicationStatusDocument = graphql(`
  mutation UpdateRentalApplicationStatus($id: ID!, $action: LandlordApplicationAction!) {
    updateRentalApplicationStatus(id: $id, action: $action) {
      ...RentalApplicationSummary
      ...RentalApplicationHistoryFields
    }
  }
`);

export const SinForCreditCheckDocument = graphql(`
  mutation SinForCreditCheck($id: ID!) {
    sinForCreditCheck(id: $id)
  }
`);

/**
 * The landlord's conversations about one listing: the API gives no room on an application, so the
 * page finds the applicant's among them (format/conversation-of.ts).
 */
export const ListingRoomsDocument = graphql(`
  query ListingRooms($listingId: ID!) {
    roomsPerUser(first: 100, where: { listingId: $listingId }) {
      items {
        id
        otherParty {
          id
          firstName
          lastName
        }
      }
    }
  }
`);
