import { graphql } from '../../../gql';

/*
 * The address of the listing an 'Apply' link names (?listing=&unit=), to pre-fill the offer page:
 * the public listing query, reduced to the location and the units' names.
 */
export const RentalApplicationListingDocument = graphql(`
  query RentalApplicationListing($id: ID!) {
    listing(id: $id) {
      id
      location {
        id
        address
        city {
          id
          name
          province
        }
      }
    }
  }
`);
