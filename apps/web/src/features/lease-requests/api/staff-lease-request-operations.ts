import { graphql } from '../../../gql';

/* Staff and lease requests: /lease-details-table. */

export const StaffLeaseRequestFieldsFragment = graphql(`
  fragment StaffLeaseRequestFields on StaffLeaseRequest {
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
    contactEmail
    contactPhone
    status
    staffNote
    createdAt
    updatedAt
    requester {
      id
      firstName
      lastName
      email
    }
  }
`);

export const StaffLeaseRequestsDocument = graphql(`
  query StaffLeaseRequests($where: LeaseRequestWhereInput, $first: Int, $skip: Int) {
    leaseRequests(where: $where, first: $first, skip: $skip) {
      ...StaffLeaseRequestFields
    }
    leaseRequestsConnection(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

export const UpdateLeaseRequestDocument = graphql(`
  mutation UpdateLeaseRequest($id: ID!, $status: LeaseRequestStatus, $staffNote: String) {
    updateLeaseRequest(id: $id, status: $status, staffNote: $staffNote) {
      ...StaffLeaseRequestFields
    }
  }
`);
