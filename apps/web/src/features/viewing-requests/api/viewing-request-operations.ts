import { graphql } from '../../../gql';

/* The renter's side of /request-for-viewing. */

export const ViewingRequestFields = graphql(`
  fragment ViewingRequestFields on ViewingRequest {
    id
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
    createdAt
  }
`);

/** The renter's requests and what their profile keeps from the last one (to fill the form). */
export const MyViewingRequestsDocument = graphql(`
  query MyViewingRequests {
    myViewingRequests {
      ...ViewingRequestFields
    }
    myViewingPreferences {
      pre_viewing_city {
        city
        province
      }
      budget
      moveIn
      availabilityDays
    }
  }
`);

export const RequestForViewingDocument = graphql(`
  mutation RequestForViewing($data: RequestForViewingInput!) {
    requestForViewing(data: $data) {
      ...ViewingRequestFields
    }
  }
`);

/** City suggestions for the form's city field. */
export const ViewingRequestCitiesDocument = graphql(`
  query ViewingRequestCities($search: String, $first: Int) {
    cities(search: $search, first: $first) {
      id
      name
      province
    }
  }
`);
