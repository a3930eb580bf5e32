import { graphql } from '../../../../gql';

/** Every listing as a light point, filtered by state and the start of a city name. */
export const InternalMapListingsDocument = graphql(`
  query InternalMapListings($state: [StaffListingState!], $city: String) {
    internalMapListings(state: $state, city: $city) {
      id
      title
      lat
      lng
      state
      city
    }
  }
`);

/** The details of the listing chosen on the tracker. */
export const SingleMapBuildingDocument = graphql(`
  query SingleMapBuilding($id: ID!) {
    singleMapBuilding(id: $id, isMap: true) {
      id
      title
      createdAt
      user {
        id
        firstName
        lastName
        email
      }
      location {
        address
      }
      units {
        id
      }
    }
  }
`);
