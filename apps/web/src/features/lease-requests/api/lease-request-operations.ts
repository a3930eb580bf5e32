import { graphql } from '../../../gql';

/* The landlord's side of /lease-details-form and /lease-details. */

export const LeaseRequestFieldsFragment = graphql(`
  fragment LeaseRequestFields on LeaseRequest {
    id
    province
    propertyAddress
    landlordName
    tenants {
      name
      email
    }
    monthlyRent
    startDate
    termMonths
    specialTerms
    status
    staffNote
    createdAt
    updatedAt
  }
`);

export const MyLeaseRequestsDocument = graphql(`
  query MyLeaseRequests($first: Int, $skip: Int) {
    myLeaseRequests(first: $first, skip: $skip) {
      count
      items {
        ...LeaseRequestFields
      }
    }
  }
`);

export const CreateLeaseRequestDocument = graphql(`
  mutation CreateLeaseRequest($data: JSON!) {
    createLeaseRequest(data: $data) {
      ...LeaseRequestFields
    }
  }
`);

/** The landlord's listings, to fill the form from one (address, province, rent). */
export const LeaseRequestListingsDocument = graphql(`
  query LeaseRequestListings {
    searchBuildingByLandlord(first: 100) {
      id
      title
      location {
        id
        address
        city {
          id
          province
        }
      }
      units {
        id
        monthlyPrice
      }
    }
  }
`);
