import { graphql } from '../../../../gql';

/* Staff handling requests for viewing (/viewing-requests). */

export const StaffViewingRequestFields = graphql(`
  fragment StaffViewingRequestFields on StaffViewingRequest {
    id
    kind
    contactPhone
    unitCount
    pre_viewing_city {
      city
      province
    }
    budget
    bedrooms
    moveIn
    availabilityDays
    availabilityTimes
    message
    status
    staffNote
    createdAt
    updatedAt
    requester {
      id
      firstName
      lastName
      email
      phone
    }
    assignedTo {
      id
      firstName
      lastName
      email
    }
  }
`);

export const StaffViewingRequestsDocument = graphql(`
  query StaffViewingRequests($where: ViewingRequestFilter, $first: Int, $skip: Int) {
    viewingRequests(where: $where, first: $first, skip: $skip) {
      count
      items {
        ...StaffViewingRequestFields
      }
    }
  }
`);

export const ViewingRequestAssigneesDocument = graphql(`
  query ViewingRequestAssignees {
    viewingRequestAssignees {
      id
      firstName
      lastName
      email
    }
  }
`);

export const UpdateViewingRequestDocument = graphql(`
  mutation UpdateViewingRequest($id: ID!, $data: UpdateViewingRequestInput!) {
    updateViewingRequest(id: $id, data: $data) {
      ...StaffViewingRequestFields
    }
  }
`);
